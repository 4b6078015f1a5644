import { REPORT_REASONS, ZReportListing } from '@gamesouq/core';
import { useId } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormTextAreaField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { type ReportReason, useReportAd } from '../api/report-ad';

type ReportDialogProps = { ad: { id: string; title: string }; isOpen: boolean; onClose: () => void };

/** Report a listing (design §5): one of the reasons and optional details, sent to the admins' queue. */
export function ReportDialog({ ad, isOpen, onClose }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('product.reportTitle')} description={t('product.reportText', { title: ad.title })}>
      {isOpen ? <ReportForm adId={ad.id} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReportForm({ adId, onClose }: { adId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useReportAd();
  const form = useZodForm(ZReportListing, { defaultValues: { details: '' } });
  const reason = form.watch('reason');
  const reasonError = translateMessage(t, form.formState.errors.reason?.message);
  const errorId = useId();

  function onSubmit(values: { reason: ReportReason; details: string }) {
    report.mutate(
      { id: adId, ...values },
      {
        onSuccess: () => {
          toast.success(t('product.reported'));
          onClose();
        },
        onError: (failure) => toast.error(errorMessage(t, failure, { fallback: t('product.reportFailed') })),
      },
    );
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
      <fieldset aria-describedby={reasonError ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-800">
          {t('product.reportReason')}
          <span aria-hidden="true" className="ms-0.5 text-red-600">
            *
          </span>
        </legend>
        <div className="mt-2 space-y-1.5">
          {REPORT_REASONS.map((value) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-sm ring-1 transition-colors',
                reason === value
                  ? 'bg-brand-50 font-semibold text-brand-800 ring-brand-300'
                  : 'text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                value={value}
                required
                aria-invalid={reasonError ? true : undefined}
                data-autofocus={value === REPORT_REASONS[0] ? true : undefined}
                className="size-4 accent-brand-600"
                {...form.register('reason')}
              />
              {t(`product.reportReasons.${value}`)}
            </label>
          ))}
        </div>
        {reasonError ? (
          <p id={errorId} className="mt-1.5 text-sm text-red-600">
            {reasonError}
          </p>
        ) : null}
      </fieldset>
      <FormTextAreaField
        name="details"
        label={t('product.reportDetails')}
        maxLength={1000}
        rows={3}
        className="[&_textarea]:min-h-20"
        placeholder={t('product.reportDetailsPlaceholder')}
      />
      <FormActions submitLabel={t('product.reportSend')} onCancel={onClose} isBusy={report.isPending} tone="danger" />
    </Form>
  );
}
