import { type ComponentPropsWithoutRef, type ReactNode, type RefObject, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';

type ContentProps = Omit<ComponentPropsWithoutRef<typeof Dialog.Content>, 'className' | 'children'>;

interface ModalProps extends ContentProps {
  onClose: () => void;
  /** The dimmed layer behind the panel; a press on it closes. */
  backdropClassName: string;
  /**
   * A drawer: a fixed frame holding the backdrop and, beside it, the panel. Without it the backdrop
   * holds the panel (and scrolls when the panel is taller than the screen).
   */
  frameClassName?: string;
  className: string;
  /** Where the focus starts; by default the first focusable element of the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The backdrop's test id, for tests that press outside the panel. */
  backdropTestId?: string;
  /** The panel holds a ModalDescription that describes the dialog. */
  described?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog or drawer on Radix Dialog, mounted by its owner only while open: focus moves in
 * and stays inside, Escape and a press outside close it, the page behind neither scrolls nor
 * reaches screen readers, and focus goes back to where it was on close. Name it with a
 * `ModalTitle` inside (an sr-only one where the panel shows no heading).
 */
export function Modal({
  onClose,
  backdropClassName,
  frameClassName,
  className,
  initialFocus,
  described = false,
  backdropTestId,
  children,
  ...contentProps
}: ModalProps) {
  // Radix gives the focus back to a Dialog.Trigger; these dialogs are opened by their owners, so the
  // element that had the focus when one mounted gets it back.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const content = (
    <Dialog.Content
      {...(described ? {} : { 'aria-describedby': undefined })}
      {...contentProps}
      className={className}
      onOpenAutoFocus={(event) => {
        if (!initialFocus?.current) return;
        event.preventDefault();
        initialFocus.current.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener?.focus();
      }}
    >
      {children}
    </Dialog.Content>
  );
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        {frameClassName ? (
          <div className={frameClassName}>
            <Dialog.Overlay data-testid={backdropTestId} className={backdropClassName} />
            {content}
          </div>
        ) : (
          <Dialog.Overlay data-testid={backdropTestId} className={backdropClassName}>
            {content}
          </Dialog.Overlay>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;

const dialogPanelClasses = {
  md: 'max-w-md p-6',
  lg: 'max-w-lg p-5 sm:p-6',
} as const;

type DialogPanelProps = Omit<ModalProps, 'backdropClassName' | 'className' | 'frameClassName'> & {
  /** The panel's width: `md` for a question, `lg` for a form with a text box. */
  size?: keyof typeof dialogPanelClasses;
};

/**
 * The app's dialog: a white panel in the middle of the dimmed, blurred page, fading and growing in;
 * the page behind scrolls the panel when it is taller than the screen.
 */
export function DialogPanel({ size = 'md', ...props }: DialogPanelProps) {
  return (
    <Modal
      {...props}
      backdropClassName="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/60 p-4 backdrop-blur-sm transition-opacity duration-200 starting:opacity-0"
      className={`w-full rounded-2xl bg-white shadow-2xl transition duration-200 ease-out starting:scale-95 starting:opacity-0 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800 ${dialogPanelClasses[size]}`}
    />
  );
}
