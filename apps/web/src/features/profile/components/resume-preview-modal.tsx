import { useRef } from 'react';
import { Download, FileWarning, X } from 'lucide-react';
import { isPdfResume, profileMessages, profileText, type Resume } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Modal, ModalTitle } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useResumeViewUrl } from '@/lib/files/resume-file';

interface ResumePreviewModalProps {
  resume: Resume;
  downloading: boolean;
  onDownload: () => void;
  onClose: () => void;
}

function Notice({ text }: { text: string }) {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 dark:bg-amber-950/50 dark:text-amber-300">
        <FileWarning className="size-7" aria-hidden="true" />
      </span>
      <p role="alert" className="max-w-sm text-sm text-slate-600 dark:text-slate-300">
        {text}
      </p>
    </div>
  );
}

/** The resume in a modal: PDFs in a frame by a short-lived view link; other types can only be downloaded. */
export function ResumePreviewModal({ resume, downloading, onDownload, onClose }: ResumePreviewModalProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  const pdf = isPdfResume(resume);
  const view = useResumeViewUrl(resume.fileUrl, pdf);

  let body;
  if (!pdf) body = <Notice text={profileMessages.previewOnlyPdf} />;
  else if (view.isError) body = <Notice text={profileMessages.pdfPreviewFailed} />;
  else if (view.data)
    body = <iframe src={view.data} title={resume.fileName} className="size-full bg-white" />;
  else
    body = (
      <div className="flex h-full items-center justify-center text-indigo-600 dark:text-indigo-400">
        <Spinner className="size-8" label="Loading preview" />
      </div>
    );

  return (
    <Modal
      onClose={onClose}
      initialFocus={closeRef}
      backdropClassName="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-3 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 sm:p-6"
      className="flex h-[min(90vh,56rem)] w-full max-w-4xl flex-col overflow-hidden rounded-3xl bg-white shadow-2xl transition duration-200 ease-out starting:scale-95 starting:opacity-0 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800"
    >
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-6 dark:border-slate-800">
        <div className="min-w-0 flex-1">
          <ModalTitle className="text-base font-semibold text-slate-900 dark:text-white">
            {profileText.resumePreviewTitle}
          </ModalTitle>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{resume.fileName}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Download className="size-4" />}
          loading={downloading}
          onClick={onDownload}
          aria-label={profileText.resumeDownload}
        >
          <span className="hidden sm:inline">{profileText.resumeDownload}</span>
        </Button>
        <button
          ref={closeRef}
          type="button"
          aria-label={profileText.closePreview}
          onClick={onClose}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <div className="min-h-0 flex-1 bg-slate-100 dark:bg-slate-950">{body}</div>
    </Modal>
  );
}
