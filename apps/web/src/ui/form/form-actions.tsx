import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from '../button';

type FormActionsProps = {
  /** The submit button's words ("Send report", "Create member"). */
  submitLabel: string;
  onCancel: () => void;
  isBusy?: boolean;
  /** The submit stays off until the form is complete (a choice the fields cannot check by themselves). */
  isDisabled?: boolean;
  /** `danger` for a submit that takes something away (a dispute, a report). */
  tone?: 'primary' | 'danger';
  className?: string;
};

/** A kit form's last row: Cancel and the submit button, stacked on phones (submit on top), side by side at the end on wider screens. */
export function FormActions({ submitLabel, onCancel, isBusy = false, isDisabled, tone = 'primary', className }: FormActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant={tone} disabled={isDisabled} isLoading={isBusy}>
        {submitLabel}
      </Button>
    </div>
  );
}
