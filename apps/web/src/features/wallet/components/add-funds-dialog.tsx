import { formatCardNumber, SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS, ZDepositRequest } from '@gamesouq/core';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormAlert } from '@/ui/form-alert';
import { TextField } from '@/ui/text-field';
import { useDeposit } from '../api/deposit';
import { type CardField, CardFields, type CardValues, EMPTY_CARD } from './card-fields';

type Field = CardField | 'amount';

/** Add Funds (seller §5 Deposit): an amount above 0 and a card; the sandbox test cards are shown in a hint. */
export function AddFundsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('wallet.addFunds.title')} description={t('wallet.addFunds.text')}>
      {isOpen ? <AddFundsForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function AddFundsForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const deposit = useDeposit();
  const [key] = useState(newIdempotencyKey);
  const [amount, setAmount] = useState('');
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZDepositRequest.safeParse({ amount: amount.trim(), description: '', ...card });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translateMessage(t, issue.message);
      }
      setErrors(found);
      return;
    }
    deposit.mutate(
      { body: parsed.data, idempotencyKey: key },
      {
        onSuccess: () => {
          toast.success(t('wallet.addFunds.success'));
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(t, error, { fallback: t('wallet.addFunds.failed') });
          setFailure(message);
          toast.error(message);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <TextField
        label={t('wallet.amountSar')}
        isRequired
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        value={amount}
        error={errors.amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
        data-autofocus
      />
      <CardFields
        values={card}
        errors={errors}
        onChange={(field, value) => {
          setCard((current) => ({ ...current, [field]: value }));
          setErrors((current) => ({ ...current, [field]: undefined }));
        }}
      />
      <div className="flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2.5 text-xs text-sky-900 ring-1 ring-sky-200">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          {t('wallet.addFunds.testHint', { card: formatCardNumber(SANDBOX_CARD_SUCCESS) })}{' '}
          {t('wallet.addFunds.testDeclined', { card: formatCardNumber(SANDBOX_CARD_DECLINED) })}
        </p>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={deposit.isPending}>
          {t('wallet.addFunds.submit')}
        </Button>
      </div>
    </form>
  );
}
