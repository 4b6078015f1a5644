import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { inputClasses } from '@/ui/text-field';

type ReasonDialogProps = {
  isOpen: boolean;
  title: string;
  label: string;
  placeholder: string;
  confirmLabel: string;
  isBusy: boolean;
  /** Withdrawal rejections need a reason; an ad rejection may go without one. */
  isRequired?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
};

/** "Reject Withdrawal": a reason textarea of 3 rows, Cancel and the confirm button, disabled while the reason is blank. */
export function ReasonDialog({
  isOpen,
  title,
  label,
  placeholder,
  confirmLabel,
  isBusy,
  isRequired = true,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const id = useId();
  useEffect(() => {
    if (isOpen) setReason('');
  }, [isOpen]);
  const isBlank = reason.trim() === '';
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" disabled={(isRequired && isBlank) || isBusy} isLoading={isBusy} onClick={() => onConfirm(reason.trim())}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="mt-4 space-y-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <textarea
          id={id}
          rows={3}
          data-autofocus
          value={reason}
          placeholder={placeholder}
          onChange={(event) => setReason(event.target.value)}
          className={inputClasses}
        />
      </div>
    </Dialog>
  );
}
