import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from './button';
import { Modal, ModalCloseButton } from './modal';

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

/** The centred modal card: a title with a close button, an optional description, the body and a buttons row. */
export function Dialog({ isOpen, onClose, title, description, children, footer, role = 'dialog', className }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      role={role}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
      className={cn(
        'm-auto bg-white text-slate-900 w-[calc(100%-2rem)] max-w-md rounded-2xl shadow-xl backdrop:bg-slate-900/50',
        className,
      )}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <ModalCloseButton onClose={onClose} className="-me-2 -mt-2 size-9" />
        </div>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm text-slate-600">
            {description}
          </div>
        ) : null}
        {children}
        {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
      </div>
    </Modal>
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
