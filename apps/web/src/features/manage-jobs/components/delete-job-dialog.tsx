import { deleteJobWarning, manageJobsText } from '@hireloop/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface DeleteJobDialogProps {
  title: string;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a job listing is deleted. */
export function DeleteJobDialog({ title, deleting, onConfirm, onCancel }: DeleteJobDialogProps) {
  return (
    <ConfirmDialog
      title={manageJobsText.deleteTitle}
      text={deleteJobWarning(title)}
      confirmLabel={manageJobsText.deleteConfirm}
      cancelLabel={manageJobsText.cancel}
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
