import type { ReactNode } from 'react';
import { Download, FileWarning } from 'lucide-react';
import { applicantsText, isPdfResume, profileMessages, type ApplicationApplicant } from '@hireloop/shared';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useResumeViewUrl } from '@/lib/files/resume-file';
import { useResumeDownload } from '@/lib/files/use-resume-download';
import { DialogFrame } from './dialog-frame';

type Resume = NonNullable<ApplicationApplicant['resume']>;

interface ResumePreviewModalProps {
  applicantName: string;
  resume: Resume | null;
  onClose: () => void;
}

function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="flex h-full min-h-64 flex-col items-center justify-center gap-4 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-amber-50 text-amber-600 dark:bg-amber-950/50 dark:text-amber-300">
        <FileWarning className="size-7" aria-hidden="true" />
      </span>
      <p role="alert" className="max-w-sm text-sm text-slate-600 dark:text-slate-300">
        {text}
      </p>
      {children}
    </div>
  );
}

/**
 * Preview Resume (docs/product.md 2.21): a PDF in a frame by a short-lived view link; any other type, or a
 * PDF that cannot be shown, gets the spec's message and a Download button.
 */
export function ResumePreviewModal({ applicantName, resume, onClose }: ResumePreviewModalProps) {
  const pdf = isPdfResume(resume);
  const view = useResumeViewUrl(resume?.fileUrl ?? '', Boolean(resume) && pdf);
  const { download, downloading } = useResumeDownload(resume);

  const downloadButton = (
    <Button
      variant="primary"
      size="sm"
      icon={<Download className="size-4" aria-hidden="true" />}
      loading={downloading}
      onClick={() => void download()}
    >
      {applicantsText.download}
    </Button>
  );

  let body;
  if (!resume) body = <Notice text={profileMessages.noFileToDownload} />;
  else if (!pdf) body = <Notice text={profileMessages.previewOnlyPdf}>{downloadButton}</Notice>;
  else if (view.isError) body = <Notice text={profileMessages.pdfPreviewFailed}>{downloadButton}</Notice>;
  else if (view.data)
    body = <iframe src={view.data} title={resume.fileName} className="size-full bg-white" />;
  else
    body = (
      <div className="flex h-full items-center justify-center text-indigo-600 dark:text-indigo-400">
        <Spinner className="size-8" label="Loading preview" />
      </div>
    );

  return (
    <DialogFrame
      title={`${applicantsText.resumePreviewTitle} · ${applicantName}`}
      subtitle={resume?.fileName}
      onClose={onClose}
      className={pdf && resume ? 'h-[94vh] max-w-4xl sm:h-[min(90vh,56rem)]' : 'max-w-lg'}
      actions={
        resume && pdf ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Download className="size-4" aria-hidden="true" />}
            loading={downloading}
            onClick={() => void download()}
            aria-label={applicantsText.download}
          >
            <span className="hidden sm:inline">{applicantsText.download}</span>
          </Button>
        ) : undefined
      }
    >
      <div className="min-h-0 flex-1 bg-slate-50 dark:bg-slate-950">{body}</div>
    </DialogFrame>
  );
}
