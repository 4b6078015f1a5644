import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

type ModalProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The id of the element that names the modal (its title)… */
  labelledBy?: string;
  /** …or its name, where no visible title names it. */
  label?: string;
  describedBy?: string;
  id?: string;
  /** A click on the backdrop closes it (on by default; a full-screen modal has no backdrop to click). */
  closesOnBackdrop?: boolean;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Where the panel sits, how large it is and its colours (a centred card, a side drawer, a bottom sheet). */
  className: string;
  children: ReactNode;
};

/**
 * The one modal base of the app, on the native <dialog> opened with showModal(): the page behind is inert, Tab cycles
 * inside, Escape (the cancel event) and a click on the backdrop close it, and focus returns to the element that
 * opened it. Its content is rendered only while it is open. <Dialog>, <Drawer> and <BottomSheet> are thin layouts on it.
 */
export function Modal({
  isOpen,
  onClose,
  labelledBy,
  label,
  describedBy,
  id,
  closesOnBackdrop = true,
  role,
  className,
  children,
}: ModalProps) {
  const { ref, onKeyDown } = useModalDialog(isOpen);
  return (
    <dialog
      ref={ref}
      id={id}
      role={role}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its panel.
        if (closesOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      className={cn('p-0', className)}
    >
      {isOpen ? children : null}
    </dialog>
  );
}

/** The × in a modal's header, named "Close" in the user's language. */
export function ModalCloseButton({ onClose, className }: { onClose: () => void; className: string }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" className={className} aria-label={t('common.close')} onClick={onClose}>
      <X aria-hidden="true" className="size-5" />
    </Button>
  );
}
