import { X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

type DialogProps = {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons row at the bottom. */
  footer?: ReactNode;
  /** 'alertdialog' for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
};

/**
 * A modal built on the native <dialog> opened with showModal(): the page behind is inert, Tab cycles inside,
 * Escape closes it, and focus returns to the element that opened it.
 */
export function Dialog({ isOpen, onClose, title, description, children, footer, role = 'dialog', className }: DialogProps) {
  const { t } = useTranslation();
  const { ref, onKeyDown } = useModalDialog(isOpen);
  const titleId = useId();
  const descriptionId = useId();

  return (
    // The click closes on the backdrop only; the keyboard closes with Escape (the cancel event).
    <dialog
      ref={ref}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its padded panel.
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/50',
        className,
      )}
    >
      {isOpen ? (
        <div className="p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <Button variant="ghost" size="icon" className="-me-2 -mt-2 size-9" aria-label={t('common.close')} onClick={onClose}>
              <X aria-hidden="true" className="size-5" />
            </Button>
          </div>
          {description ? (
            <div id={descriptionId} className="mt-2 text-sm text-slate-600">
              {description}
            </div>
          ) : null}
          {children}
          {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}

type ConfirmDialogProps = {
  isOpen: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
  tone?: 'danger' | 'primary';
};

/** "Delete this ad?": Cancel gets the focus first, so Enter never destroys anything by accident. */
export function ConfirmDialog({
  isOpen,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  isBusy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      description={description}
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} onClick={onConfirm} isLoading={isBusy}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
