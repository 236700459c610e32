import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { DialogPanel, ModalDescription, ModalTitle } from './modal';

interface DangerDialogProps {
  title: string;
  text: string;
  /** Escape or a press outside; the owner ignores it while the action runs. */
  onClose: () => void;
  /** What follows the warning: the buttons, and any field the action needs first. */
  children: ReactNode;
}

/**
 * The frame of a question asked before something goes for good: a warning sign, the title and
 * what will happen. The focus starts on the first focusable element of `children`.
 */
export function DangerDialog({ title, text, onClose, children }: DangerDialogProps) {
  return (
    <DialogPanel onClose={onClose} role="alertdialog" described>
      <div className="flex gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-100 text-rose-600 dark:bg-rose-950/60 dark:text-rose-400">
          <TriangleAlert className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <ModalTitle className="text-lg font-semibold text-slate-900 dark:text-white">{title}</ModalTitle>
          <ModalDescription className="mt-1.5 text-sm break-words text-slate-600 dark:text-slate-400">
            {text}
          </ModalDescription>
        </div>
      </div>
      {children}
    </DialogPanel>
  );
}

/** The row of a danger dialog's buttons: stacked with the action on top on a phone. */
export function DangerDialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is removed for good (a job listing, the resume). */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  busy,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const close = () => {
    if (!busy) onCancel();
  };

  // Focus starts on Cancel, the first button: Enter must not delete by accident.
  return (
    <DangerDialog title={title} text={text} onClose={close}>
      <DangerDialogActions>
        <Button variant="secondary" onClick={close} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DangerDialogActions>
    </DangerDialog>
  );
}
