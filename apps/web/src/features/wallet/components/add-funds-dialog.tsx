import { formatCardNumber, SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS, ZCardDepositRequest } from '@gamesouq/core';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useDeposit } from '../api/deposit';
import { type CardField, CardFields, EMPTY_CARD } from './card-fields';

const CARD_FIELDS = Object.keys(EMPTY_CARD) as CardField[];

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
  const form = useZodForm(ZCardDepositRequest, { defaultValues: { amount: '', description: '', ...EMPTY_CARD } });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;

  function onSubmit(body: z.output<typeof ZCardDepositRequest>) {
    setFailure(null);
    deposit.mutate(
      { body, idempotencyKey: key },
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
    <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
      <FormTextField
        name="amount"
        label={t('wallet.amountSar')}
        isRequired
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        data-autofocus
      />
      <CardFields
        values={form.watch()}
        errors={Object.fromEntries(CARD_FIELDS.map((field) => [field, translateMessage(t, errors[field]?.message)]))}
        onChange={(field, value) => form.setValue(field, value, { shouldValidate: form.formState.isSubmitted })}
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
    </Form>
  );
}
