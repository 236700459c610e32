import { useRef, useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { FileText } from 'lucide-react';
import { profileMessages, profileText, RESUME_ACCEPT, resumeFileError, type User } from '@hireloop/shared';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { uploadFailureReason } from '@/lib/api-error';
import { useDeleteResume } from '../api/delete-resume';
import { useUploadResume } from '../api/upload-resume';
import { useResumeDownload } from '@/lib/files/use-resume-download';
import { sectionIds } from './quick-links';
import { ResumeDropzone } from './resume-dropzone';
import { ResumeFileCard } from './resume-file-card';
import { ResumePreviewModal } from './resume-preview-modal';
import { ResumeTextNotice } from './resume-text-notice';
import { SectionCard } from './section-card';

/**
 * Resume section (docs/product.md 2.15): upload area, or the stored file with preview, download and delete.
 * Delete asks first: applying depends on the resume. A refused upload says why, in the server's words
 * (too many uploads too), and a stored resume whose text matching cannot use yet says so.
 */
export function ResumeCard({ user }: { user: User }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // After a failed upload the resume shows as removed (docs/product.md section 8), so a new file can be
  // tried.
  const [removedAfterFailure, setRemovedAfterFailure] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const upload = useUploadResume();
  const remove = useDeleteResume();
  const resume = removedAfterFailure ? null : user.resume;
  const { download, downloading } = useResumeDownload(resume);

  function take(file: File | undefined) {
    if (!file) return;
    const problem = resumeFileError(file);
    setError(problem);
    if (problem) return;
    upload.mutate(file, {
      onSuccess: () => {
        setRemovedAfterFailure(false);
        toast.success(profileMessages.resumeUploaded);
      },
      onError: (err) => {
        setRemovedAfterFailure(true);
        setError(uploadFailureReason(err));
        toast.error(profileMessages.resumeUploadFailed);
      },
    });
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    take(event.target.files?.[0]);
    event.target.value = '';
  }

  function onDelete() {
    if (!resume) return;
    remove.mutate(resume.fileUrl, {
      onSuccess: () => {
        setPreviewOpen(false);
        toast.success(profileMessages.resumeDeleted);
      },
      onError: () => toast.error(profileMessages.resumeDeleteFailed),
      onSettled: () => setConfirmingDelete(false),
    });
  }

  return (
    <SectionCard
      id={sectionIds.resume}
      title={profileText.resume}
      icon={FileText}
      intro={profileText.resumeIntro}
    >
      <div className="space-y-3">
        {resume ? (
          <ResumeFileCard
            resume={resume}
            busy={{ downloading, deleting: remove.isPending, uploading: upload.isPending }}
            onPreview={() => setPreviewOpen(true)}
            onDownload={() => void download()}
            onReplace={() => inputRef.current?.click()}
            onDelete={() => setConfirmingDelete(true)}
          />
        ) : (
          <ResumeDropzone
            uploading={upload.isPending}
            onChoose={() => inputRef.current?.click()}
            onDropFile={take}
          />
        )}
        {resume && !upload.isPending && <ResumeTextNotice status={resume.textStatus} />}
        {error && <Alert>{error}</Alert>}
      </div>
      <input
        ref={inputRef}
        type="file"
        accept={RESUME_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="resume-input"
        onChange={onInputChange}
      />
      {confirmingDelete && resume && (
        <ConfirmDialog
          title={profileText.resumeDeleteTitle}
          text={profileText.resumeDeleteWarning(resume.fileName)}
          confirmLabel={profileText.resumeDeleteConfirm}
          cancelLabel={profileText.cancel}
          busy={remove.isPending}
          onConfirm={onDelete}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
      {previewOpen && resume && (
        <ResumePreviewModal
          resume={resume}
          downloading={downloading}
          onDownload={() => void download()}
          onClose={() => setPreviewOpen(false)}
        />
      )}
    </SectionCard>
  );
}
