import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePayment } from '@/lib/api/get-payment';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { returnToOf } from '../lib/add-funds-return';

/**
 * Back from the payment gateway (/wallet/return?payment=<id>): the payment's status, asked again while the gateway's
 * answer is being confirmed; then the way on (back to the cart or checkout that sent the buyer to Add Funds, or the wallet).
 */
export function WalletReturnPage() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get('payment') ?? '';
  const payment = usePayment(paymentId);
  const queryClient = useQueryClient();
  const status = payment.data?.status;
  const returnTo = returnToOf(paymentId);
  useDocumentTitle(t('wallet.payment.title'));

  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.summary() });
  }, [status, queryClient]);

  const toWallet = (
    <Link to={paths.app.wallet.getHref()} className={buttonClasses({ variant: returnTo ? 'secondary' : 'primary' })}>
      {t('wallet.payment.toWallet')}
    </Link>
  );
  const onward = returnTo ? (
    <div className="flex flex-wrap justify-center gap-2">
      <Link to={returnTo} className={buttonClasses({ variant: 'primary' })}>
        {t('wallet.payment.continue')}
      </Link>
      {toWallet}
    </div>
  ) : (
    toWallet
  );

  let content: React.ReactNode;
  if (!paymentId || payment.isError) {
    content = <EmptyState icon={TriangleAlert} tone="error" title={t('wallet.payment.notFound')} action={toWallet} />;
  } else if (!payment.data) {
    content = <LoadingState label={t('wallet.payment.loading')} />;
  } else if (status === 'initiated') {
    content = (
      <EmptyState
        icon={Hourglass}
        title={t('wallet.payment.confirming')}
        hint={t('wallet.payment.confirmingHint')}
        action={
          payment.data.redirectUrl ? (
            <a href={payment.data.redirectUrl} className={buttonClasses({ variant: 'secondary' })}>
              {t('wallet.payment.backToGateway')}
            </a>
          ) : undefined
        }
      />
    );
  } else if (status === 'paid' || status === 'partially_refunded' || status === 'refunded') {
    content = (
      <EmptyState
        icon={CircleCheck}
        title={t('wallet.payment.paid')}
        hint={t('wallet.payment.paidHint', { amount: formatSar(payment.data.amount, i18n.language) })}
        action={onward}
      />
    );
  } else {
    content = (
      <EmptyState
        icon={CircleX}
        tone="error"
        title={status === 'expired' ? t('wallet.payment.expired') : t('wallet.payment.failed')}
        hint={
          payment.data.failureReason
            ? t('wallet.payment.reason', { reason: t(`payments.failure.${payment.data.failureReason}`) })
            : t('wallet.payment.nothingCharged')
        }
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Link
              to={paths.app.wallet.getHref('add-funds', { amount: payment.data.amount, returnTo })}
              className={buttonClasses({ variant: 'primary' })}
            >
              {t('wallet.payment.tryAgain')}
            </Link>
            {returnTo ? (
              <Link to={returnTo} className={buttonClasses({ variant: 'secondary' })}>
                {t('wallet.payment.back')}
              </Link>
            ) : null}
          </div>
        }
      />
    );
  }

  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('wallet.payment.title')}</h1>
      <div aria-live="polite">{content}</div>
    </div>
  );
}
