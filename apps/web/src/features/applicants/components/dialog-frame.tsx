import { useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { applicantsText } from '@hireloop/shared';
import { cn } from '@/components/ui/cn';
import { Modal, ModalTitle } from '@/components/ui/modal';

interface DialogFrameProps {
  title: string;
  subtitle?: ReactNode;
  /** Buttons beside the close button. */
  actions?: ReactNode;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/** The applicants screen's modal: backdrop, a header with title and close, and a body. */
export function DialogFrame({ title, subtitle, actions, onClose, className, children }: DialogFrameProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      onClose={onClose}
      initialFocus={closeRef}
      backdropClassName="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/70 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0 sm:items-center sm:p-6"
      className={cn(
        'flex max-h-[94vh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl transition duration-200 ease-out starting:translate-y-4 starting:opacity-0 sm:max-h-[90vh] sm:rounded-3xl dark:bg-slate-900 dark:ring-1 dark:ring-slate-800',
        className,
      )}
    >
      <div className="flex items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-6 sm:py-4 dark:border-slate-800">
        <div className="min-w-0 flex-1">
          <ModalTitle className="text-base font-semibold text-slate-900 sm:text-lg dark:text-white">
            {title}
          </ModalTitle>
          {subtitle && (
            <div className="truncate text-xs text-slate-500 sm:text-sm dark:text-slate-400">{subtitle}</div>
          )}
        </div>
        {actions}
        <button
          ref={closeRef}
          type="button"
          aria-label={applicantsText.closeDialog}
          onClick={onClose}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      {children}
    </Modal>
  );
}
