import { type TDisputeDecision, ZDisputeDecision } from '@gamesouq/core';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useDecideDispute } from '../api/disputes';

const DECISIONS = ['release', 'refund', 'partial_refund'] as const;

/**
 * The decision on an open dispute: release, refund or split, with the reason both parties read. No decision is
 * preselected, and Confirm stays off until the decision is complete; a field left incomplete says why.
 */
export function DisputeDecisionForm({ disputeId }: { disputeId: string }) {
  const { t } = useTranslation();
  const decide = useDecideDispute();
  // An amount typed for a split leaves the form when the admin chooses another decision (it is not sent).
  const form = useZodForm(ZDisputeDecision, { defaultValues: { note: '' }, mode: 'onTouched', shouldUnregister: true });
  const decision = form.watch('decision');

  const submit = (values: TDisputeDecision) =>
    decide
      .mutateAsync({ id: disputeId, decision: values })
      .then(() => toast.success(t('adminPanel.disputes.decided')))
      .catch((e: unknown) => toast.error(errorMessage(t, e, { fallback: t('adminPanel.disputes.decideFailed') })));

  return (
    <Form form={form} onSubmit={submit} className="space-y-3 border-t border-slate-100 pt-4">
      <FormField
        name="decision"
        render={({ error, ...field }) => (
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-900">{t('adminPanel.disputes.decision')}</legend>
            {DECISIONS.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input type="radio" {...field} value={value} className="accent-brand-600" />
                {t(`adminPanel.disputes.decisions.${value}`)}
              </label>
            ))}
            {error ? <p className="text-sm text-red-600">{error}</p> : null}
          </fieldset>
        )}
      />
      {decision === 'partial_refund' ? (
        <FormTextField name="refundAmount" label={t('adminPanel.disputes.amount')} type="number" min={0.01} step={0.01} />
      ) : null}
      <FormTextField
        name="note"
        label={t('adminPanel.disputes.note')}
        isRequired
        required
        minLength={10}
        maxLength={1000}
        hint={t('adminPanel.disputes.noteHint')}
      />
      <Button type="submit" isLoading={decide.isPending} disabled={!form.formState.isValid}>
        {t('adminPanel.disputes.confirm')}
      </Button>
    </Form>
  );
}
