import { formatCardNumber, SANDBOX_CARD_DECLINED, SANDBOX_CARD_SUCCESS, ZGatewayDepositRequest } from '@gamesouq/core';
import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import type { z } from 'zod';
import { isLanguage, useTranslation } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useStartDeposit } from '../api/deposit';
import { rememberReturnTo } from '../lib/add-funds-return';
import { PaymentMethodPicker } from './payment-method-picker';

/** The sandbox's mada test card (Moyasar's documented number), shown beside design §5's cards in test mode. */
const SANDBOX_MADA_CARD = '4201320111111010';

type AddFundsProps = { isOpen: boolean; onClose: () => void; initialAmount?: string; returnTo?: string };

/**
 * Add Funds (seller §5 Deposit, issue 15): an amount above 0 and how to pay it; the payment is confirmed on the
 * gateway's page (3-D Secure, STC Pay's code, Apple Pay's sheet), which comes back to /wallet/return.
 */
export function AddFundsDialog({ isOpen, onClose, initialAmount, returnTo }: AddFundsProps) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('wallet.addFunds.title')} description={t('wallet.addFunds.text')}>
      {isOpen ? <AddFundsForm onClose={onClose} initialAmount={initialAmount} returnTo={returnTo} /> : null}
    </Dialog>
  );
}

function AddFundsForm({ onClose, initialAmount = '', returnTo }: Omit<AddFundsProps, 'isOpen'>) {
  const { t, i18n } = useTranslation();
  const deposit = useStartDeposit();
  const [key] = useState(newIdempotencyKey);
  const form = useZodForm(ZGatewayDepositRequest, { defaultValues: { amount: initialAmount, description: '', method: 'mada' } });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;

  function onSubmit(body: z.output<typeof ZGatewayDepositRequest>) {
    setFailure(null);
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    deposit.mutate(
      { body: { ...body, returnPath: '/wallet/return', language }, idempotencyKey: key },
      {
        onSuccess: ({ paymentId, redirectUrl }) => {
          rememberReturnTo(paymentId, returnTo);
          window.location.assign(redirectUrl);
        },
        onError: (error) => setFailure(errorMessage(t, error, { fallback: t('wallet.addFunds.failed') })),
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
      <PaymentMethodPicker
        value={form.watch('method')}
        field={form.register('method')}
        error={translateMessage(t, errors.method?.message)}
      />
      <p className="text-sm text-slate-600">{t('wallet.addFunds.redirectHint')}</p>
      <div className="flex items-start gap-2 rounded-xl bg-sky-50 px-3 py-2.5 text-xs text-sky-900 ring-1 ring-sky-200">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <p>
          {t('wallet.addFunds.testHint', { card: formatCardNumber(SANDBOX_CARD_SUCCESS), mada: formatCardNumber(SANDBOX_MADA_CARD) })}{' '}
          {t('wallet.addFunds.testDeclined', { card: formatCardNumber(SANDBOX_CARD_DECLINED) })}
        </p>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormActions submitLabel={t('wallet.addFunds.submit')} onCancel={onClose} isBusy={deposit.isPending || deposit.isSuccess} />
    </Form>
  );
}
