import { CODE_REPORT_REASONS, type TReportCode, ZReportCode } from '@gamesouq/core';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormSelectField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';

/** The buyer's report of a revealed code within the protection window: what is wrong, and optional details. */
export function CodeReportForm({ onReport, isPending }: { onReport: (report: TReportCode) => void; isPending: boolean }) {
  const { t } = useTranslation();
  const form = useZodForm(ZReportCode, { defaultValues: { reason: 'not_working', details: '' } });
  return (
    <Form form={form} onSubmit={onReport} className="space-y-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      <FormSelectField name="reason" label={t('digitalOrder.reportReason')}>
        {CODE_REPORT_REASONS.map((value) => (
          <option key={value} value={value}>
            {t(`digitalOrder.reasons.${value}`)}
          </option>
        ))}
      </FormSelectField>
      <FormTextField name="details" label={t('digitalOrder.reportDetails')} maxLength={1000} dir="auto" />
      <Button type="submit" variant="secondary" isLoading={isPending}>
        {t('digitalOrder.report')}
      </Button>
    </Form>
  );
}
