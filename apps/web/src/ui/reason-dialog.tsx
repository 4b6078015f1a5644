import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
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
  /** Common reasons offered as choices that fill the text (keys 1 to 9 pick them while the text is not focused). */
  presets?: string[];
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
  presets = [],
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
      <fieldset
        onKeyDown={(event) => {
          if (event.target instanceof HTMLTextAreaElement || event.altKey || event.ctrlKey || event.metaKey) return;
          const preset = presets[Number(event.key) - 1];
          if (preset) setReason(preset);
        }}
      >
        {presets.length ? (
          <div className="mt-4 flex flex-wrap gap-2">
            {presets.map((preset, index) => (
              <button
                key={preset}
                type="button"
                data-autofocus={index === 0 ? true : undefined}
                aria-pressed={reason === preset}
                onClick={() => setReason(preset)}
                className="rounded-full bg-slate-100 px-3 py-1 text-start text-xs text-slate-800 ring-1 ring-slate-200 hover:bg-slate-200 aria-pressed:bg-brand-50 aria-pressed:ring-brand-500"
              >
                <kbd className="me-1 font-sans text-slate-500">{index + 1}</kbd>
                {preset}
              </button>
            ))}
          </div>
        ) : null}
        <div className="mt-4 space-y-1.5">
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          <textarea
            id={id}
            rows={3}
            data-autofocus={presets.length ? undefined : true}
            value={reason}
            placeholder={placeholder}
            onChange={(event) => setReason(event.target.value)}
            className={inputClasses}
          />
        </div>
      </fieldset>
    </Dialog>
  );
}
