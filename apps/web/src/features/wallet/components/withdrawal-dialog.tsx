import { V, WITHDRAWAL_MAX_SAR, WITHDRAWAL_MIN_SAR } from '@gamesouq/core';
import { CircleCheck, CircleDashed, Clock, Info } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { cn } from '@/lib/cn';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormTextAreaField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { accountInfo, amountProblem, withdrawalChecks } from '../lib/withdrawal-checks';
import { type CardField, CardFields, EMPTY_CARD } from './card-fields';

const EMPTY = { amount: '', notes: '', ...EMPTY_CARD };
const CARD_FIELDS = Object.keys(EMPTY_CARD) as CardField[];
const CARD_SHAPE = { cardNumber: z.string(), expiry: z.string(), cvv: z.string(), cardHolder: z.string() };
const AMOUNT_MESSAGES = { invalid: V.withdrawalAmountInvalid, belowMin: V.withdrawalMin, aboveMax: V.withdrawalMax };
const CARD_MESSAGES: Record<CardField, string> = {
  cardNumber: V.cardNumberRequired,
  expiry: V.expiryRequired,
  cvv: V.cvvRequired,
  cardHolder: V.cardHolderRequired,
};

/** Request Withdrawal (seller §5): the amount within the balance and limits, a card, and a five-check completion gauge. */
export function WithdrawalDialog({ isOpen, onClose, available }: { isOpen: boolean; onClose: () => void; available: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('wallet.withdraw.title')}
      description={t('wallet.withdraw.available', { amount: formatSar(available, i18n.language) })}
      className="max-w-lg"
    >
      {isOpen ? <WithdrawalForm onClose={onClose} available={available} /> : null}
    </Dialog>
  );
}

/** The request's rules (seller §5): the amount within the balance and the limits, and the card the gauge checks. */
function useWithdrawalSchema(available: number) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({ amount: z.string(), notes: z.string().trim().max(200), ...CARD_SHAPE }).superRefine((values, ctx) => {
        const problem = amountProblem(values.amount, available);
        if (problem)
          ctx.addIssue({
            code: 'custom',
            path: ['amount'],
            message: problem === 'exceedsBalance' ? t('wallet.withdraw.exceeds') : AMOUNT_MESSAGES[problem],
          });
        const checks = withdrawalChecks(values, available);
        for (const field of CARD_FIELDS) if (!checks[field]) ctx.addIssue({ code: 'custom', path: [field], message: CARD_MESSAGES[field] });
      }),
    [available, t],
  );
}

function WithdrawalForm({ onClose, available }: { onClose: () => void; available: number }) {
  const { t, i18n } = useTranslation();
  const requestWithdrawal = useRequestWithdrawal();
  const [key] = useState(newIdempotencyKey);
  const form = useZodForm(useWithdrawalSchema(available), { defaultValues: EMPTY, mode: 'onTouched' });
  const [failure, setFailure] = useState<string | null>(null);
  const values = form.watch();
  const { errors } = form.formState;

  const checks = withdrawalChecks(values, available);
  const done = Object.values(checks).filter(Boolean).length;
  const isComplete = done === 5;
  const sar = (value: number) => formatSar(value, i18n.language);

  function onSubmit({ notes, ...card }: z.output<ReturnType<typeof useWithdrawalSchema>>) {
    requestWithdrawal.mutate(
      {
        body: { amount: Number(card.amount), description: notes, account_info: accountInfo(card) },
        idempotencyKey: key,
      },
      {
        onSuccess: () => {
          toast.success(t('wallet.withdraw.success'));
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(t, error, { fallback: t('wallet.withdraw.failed') });
          setFailure(message);
          toast.error(message);
        },
      },
    );
  }

  const gauge: { field: keyof typeof checks; label: string }[] = [
    { field: 'amount', label: t('wallet.withdraw.checks.amount') },
    { field: 'cardNumber', label: t('wallet.withdraw.checks.cardNumber') },
    { field: 'expiry', label: t('wallet.withdraw.checks.expiry') },
    { field: 'cvv', label: t('wallet.withdraw.checks.cvv') },
    { field: 'cardHolder', label: t('wallet.withdraw.checks.cardHolder') },
  ];

  return (
    <Form form={form} onSubmit={onSubmit} onChange={() => setFailure(null)} className="mt-5 space-y-4">
      <ul className="space-y-1.5 rounded-xl bg-slate-50 px-3 py-2.5 text-xs text-slate-600">
        <li className="flex items-start gap-2">
          <Info aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
          {t('wallet.withdraw.limits', { min: sar(WITHDRAWAL_MIN_SAR), max: sar(WITHDRAWAL_MAX_SAR) })}
        </li>
        <li className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
          {t('wallet.withdraw.review')}
        </li>
        <li className="flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-slate-400" />
          {t('wallet.withdraw.processing')}
        </li>
      </ul>

      <FormTextField
        name="amount"
        label={t('wallet.amountSar')}
        isRequired
        type="number"
        inputMode="decimal"
        min={WITHDRAWAL_MIN_SAR}
        max={Math.min(WITHDRAWAL_MAX_SAR, available)}
        step="0.01"
        data-autofocus
      />
      <CardFields
        values={values}
        errors={Object.fromEntries(CARD_FIELDS.map((field) => [field, translateMessage(t, errors[field]?.message)]))}
        onChange={(field, value) => form.setValue(field, value, { shouldValidate: form.getFieldState(field).isTouched })}
        onBlur={(field) => {
          form.setValue(field, form.getValues(field), { shouldTouch: true });
          void form.trigger(field);
        }}
      />
      <FormTextAreaField
        name="notes"
        label={t('wallet.withdraw.notes')}
        aside={t('common.optional')}
        maxLength={200}
        rows={2}
        className="[&_textarea]:min-h-16"
      />

      <div className="space-y-2">
        <div className="flex items-center justify-between text-xs font-semibold text-slate-700">
          <span id="withdrawal-gauge-label">{t('wallet.withdraw.gauge')}</span>
          <span>{t('wallet.withdraw.gaugeValue', { done: formatNumber(done, i18n.language), total: formatNumber(5, i18n.language) })}</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="withdrawal-gauge-label"
          aria-valuemin={0}
          aria-valuemax={5}
          aria-valuenow={done}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className={cn('h-full rounded-full transition-all', isComplete ? 'bg-emerald-500' : 'bg-brand-500')}
            style={{ width: `${(done / 5) * 100}%` }}
          />
        </div>
        <ul className="grid gap-1 text-xs sm:grid-cols-2">
          {gauge.map(({ field, label }) => (
            <li key={field} className={cn('flex items-center gap-1.5', checks[field] ? 'text-emerald-700' : 'text-slate-500')}>
              {checks[field] ? (
                <CircleCheck aria-hidden="true" className="size-3.5" />
              ) : (
                <CircleDashed aria-hidden="true" className="size-3.5" />
              )}
              {label}
              <span className="sr-only">: {checks[field] ? t('common.done') : t('common.notDone')}</span>
            </li>
          ))}
        </ul>
      </div>

      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormActions
        submitLabel={t('wallet.withdraw.submit')}
        onCancel={onClose}
        isBusy={requestWithdrawal.isPending}
        isDisabled={!isComplete}
      />
    </Form>
  );
}
