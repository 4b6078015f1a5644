import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { formatSar } from '@/lib/format';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import type { TraderWallet } from '../api/types';
import { useWithdraw } from '../api/wallet';

/** The server's text for bank transfers (seller §9), shown in the user's language. */
const DEFAULT_PROCESSING_TIME = '3-5 business days';

/** The trader withdrawal (seller §5): above 0, at least the minimum, at most the smaller of the maximum and the balance. */
export function WithdrawForm({ wallet }: { wallet: TraderWallet }) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdraw();
  const [amount, setAmount] = useState('');
  const { minAmount, maxAmount, processingTime, iban, bankName } = wallet.withdrawalInfo;
  const value = Number(amount);
  const ceiling = Math.min(maxAmount, wallet.balance.available);
  const problem =
    amount === ''
      ? null
      : !(value > 0)
        ? t('traderPanel.wallet.invalidAmount')
        : value < minAmount
          ? t('traderPanel.wallet.belowMin', { min: minAmount })
          : value > maxAmount
            ? t('validation.withdrawalMax')
            : value > wallet.balance.available
              ? t('traderPanel.wallet.aboveMax')
              : null;
  const isValid = amount !== '' && problem === null;

  const submit = () =>
    withdraw.mutate(value, {
      onSuccess: () => {
        toast.success(t('traderPanel.wallet.withdrawn'));
        setAmount('');
      },
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('traderPanel.wallet.withdrawFailed') })),
    });

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) submit();
      }}
    >
      <TextField
        label={t('traderPanel.wallet.amount')}
        type="number"
        inputMode="decimal"
        min={minAmount}
        max={ceiling}
        step="0.01"
        value={amount}
        error={problem ?? undefined}
        hint={t('traderPanel.wallet.limits', { min: formatSar(minAmount, i18n.language), max: formatSar(maxAmount, i18n.language) })}
        onChange={(event) => setAmount(event.target.value)}
      />
      <p className="text-sm text-slate-600">
        {iban ? (
          <>
            {t('traderPanel.wallet.paidTo')}{' '}
            <span className="font-medium" dir="ltr">
              {bankName ? `${bankName} · ` : ''}
              {iban}
            </span>
          </>
        ) : (
          <>
            {t('traderPanel.wallet.noBank')}{' '}
            <Link to={paths.trader.profile.getHref()} className="font-medium text-brand-700 underline">
              {t('traderPanel.wallet.addBank')}
            </Link>
          </>
        )}
      </p>
      <p className="text-xs text-slate-500">
        {t('traderPanel.wallet.processing', {
          time: processingTime === DEFAULT_PROCESSING_TIME ? t('traderPanel.wallet.defaultProcessingTime') : processingTime,
        })}
      </p>
      <Button type="submit" disabled={!isValid} isLoading={withdraw.isPending}>
        {t('traderPanel.wallet.withdraw')}
      </Button>
    </form>
  );
}
