import { WITHDRAWAL_MAX_SAR, WITHDRAWAL_MIN_SAR } from '@gamesouq/core';
import { CircleCheck, CircleDashed, Clock, Info } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { formatNumber, formatSar } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormAlert } from '@/ui/form-alert';
import { TextAreaField, TextField } from '@/ui/text-field';
import { useRequestWithdrawal } from '../api/request-withdrawal';
import { accountInfo, amountProblem, type WithdrawalValues, withdrawalChecks } from '../lib/withdrawal-checks';
import { type CardField, CardFields } from './card-fields';

type Field = CardField | 'amount';
const EMPTY: WithdrawalValues = { amount: '', cardNumber: '', expiry: '', cvv: '', cardHolder: '' };

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

function WithdrawalForm({ onClose, available }: { onClose: () => void; available: number }) {
  const { t, i18n } = useTranslation();
  const requestWithdrawal = useRequestWithdrawal();
  const [key] = useState(newIdempotencyKey);
  const [values, setValues] = useState(EMPTY);
  const [notes, setNotes] = useState('');
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const checks = withdrawalChecks(values, available);
  const done = Object.values(checks).filter(Boolean).length;
  const isComplete = done === 5;
  const problem = amountProblem(values.amount, available);
  const sar = (value: number) => formatSar(value, i18n.language);

  const amountError = (() => {
    if (values.amount.trim() === '') return touched.amount ? t('validation.withdrawalAmountInvalid') : undefined;
    if (problem === 'invalid') return t('validation.withdrawalAmountInvalid');
    if (problem === 'exceedsBalance') return t('wallet.withdraw.exceeds');
    if (problem === 'belowMin') return t('validation.withdrawalMin');
    if (problem === 'aboveMax') return t('validation.withdrawalMax');
    return undefined;
  })();
  const required: Record<CardField, string> = {
    cardNumber: t('validation.cardNumberRequired'),
    expiry: t('validation.expiryRequired'),
    cvv: t('validation.cvvRequired'),
    cardHolder: t('validation.cardHolderRequired'),
  };
  const cardErrors = Object.fromEntries(
    (Object.keys(required) as CardField[]).map((field) => [field, touched[field] && !checks[field] ? required[field] : undefined]),
  ) as Partial<Record<CardField, string>>;

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure(null);
  };
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isComplete) {
      setTouched({ amount: true, cardNumber: true, expiry: true, cvv: true, cardHolder: true });
      return;
    }
    requestWithdrawal.mutate(
      {
        body: { amount: Number(values.amount), description: notes.trim(), account_info: accountInfo(values) },
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
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
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

      <TextField
        label={t('wallet.amountSar')}
        isRequired
        type="number"
        inputMode="decimal"
        min={WITHDRAWAL_MIN_SAR}
        max={Math.min(WITHDRAWAL_MAX_SAR, available)}
        step="0.01"
        value={values.amount}
        error={amountError}
        onChange={(event) => change('amount', event.target.value)}
        onBlur={() => touch('amount')}
        data-autofocus
      />
      <CardFields values={values} errors={cardErrors} onChange={change} onBlur={touch} />
      <TextAreaField
        label={t('wallet.withdraw.notes')}
        aside={t('common.optional')}
        maxLength={200}
        rows={2}
        className="[&_textarea]:min-h-16"
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
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
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={!isComplete} isLoading={requestWithdrawal.isPending}>
          {t('wallet.withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
