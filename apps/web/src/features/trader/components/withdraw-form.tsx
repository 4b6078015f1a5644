import { V } from '@gamesouq/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import type { TraderWallet } from '../api/types';
import { useWithdraw } from '../api/wallet';

/** The server's text for bank transfers (seller §9), shown in the user's language. */
const DEFAULT_PROCESSING_TIME = '3-5 business days';

/** The amount's rule (seller §5): above 0, at least the minimum, at most the maximum and the balance; its messages as today. */
function useWithdrawSchema({ minAmount, maxAmount, available }: { minAmount: number; maxAmount: number; available: number }) {
  const { t } = useTranslation();
  return useMemo(
    () =>
      z.object({ amount: z.string() }).superRefine(({ amount }, ctx) => {
        if (amount === '') return;
        const value = Number(amount);
        const problem = !(value > 0)
          ? t('traderPanel.wallet.invalidAmount')
          : value < minAmount
            ? t('traderPanel.wallet.belowMin', { min: minAmount })
            : value > maxAmount
              ? V.withdrawalMax
              : value > available
                ? t('traderPanel.wallet.aboveMax')
                : null;
        if (problem) ctx.addIssue({ code: 'custom', path: ['amount'], message: problem });
      }),
    [t, minAmount, maxAmount, available],
  );
}

/** The trader withdrawal (seller §5): the amount checked as it is typed, paid to the profile's bank account. */
export function WithdrawForm({ wallet }: { wallet: TraderWallet }) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdraw();
  const { minAmount, maxAmount, processingTime, iban, bankName } = wallet.withdrawalInfo;
  const form = useZodForm(useWithdrawSchema({ minAmount, maxAmount, available: wallet.balance.available }), {
    defaultValues: { amount: '' },
    mode: 'onChange',
  });
  const amount = form.watch('amount');
  const isValid = amount !== '' && form.formState.errors.amount === undefined;

  const submit = ({ amount: value }: { amount: string }) =>
    withdraw.mutate(Number(value), {
      onSuccess: () => {
        toast.success(t('traderPanel.wallet.withdrawn'));
        form.reset({ amount: '' });
      },
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('traderPanel.wallet.withdrawFailed') })),
    });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormTextField
        name="amount"
        label={t('traderPanel.wallet.amount')}
        type="number"
        inputMode="decimal"
        min={minAmount}
        max={Math.min(maxAmount, wallet.balance.available)}
        step="0.01"
        hint={t('traderPanel.wallet.limits', { min: formatSar(minAmount, i18n.language), max: formatSar(maxAmount, i18n.language) })}
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
    </Form>
  );
}
