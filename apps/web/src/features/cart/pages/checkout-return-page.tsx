import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Hourglass, RotateCcw, ShoppingCart } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { usePayment } from '@/lib/api/get-payment';
import { useTranslation } from '@/lib/i18n';
import { offerPush } from '@/lib/offer-push';
import { queryKeys } from '@/lib/query-keys';
import { clearDraft } from '@/lib/session-draft';
import { useDocumentTitle } from '@/lib/use-document-title';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Spinner } from '@/ui/spinner';
import { ADDRESS_DRAFT } from '../components/checkout-dialog';

/**
 * Where the gateway sends the buyer back (`/checkout/return?payment=<id>`): the payment as the server verified it,
 * asked again until the gateway has answered. Paid: the orders are placed. Failed or expired: nothing was bought and
 * the cart is as it was, ready for another try.
 */
export function CheckoutReturnPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('cart.return.title'));
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('cart.return.title')}</h1>
      <div aria-live="polite">
        <CheckoutPaymentState />
      </div>
    </div>
  );
}

/** Where the checkout's payment stands: being confirmed, paid (the orders), failed (the cart as it was) or refunded. */
function CheckoutPaymentState() {
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;
  const [params] = useSearchParams();
  const paymentId = params.get('payment') ?? '';
  const { data: payment, isError } = usePayment(paymentId);
  const queryClient = useQueryClient();
  const status = payment?.status;

  useEffect(() => {
    if (!status || status === 'initiated') return;
    for (const key of [queryKeys.cart(), queryKeys.orders.all(), queryKeys.wallet.all(), queryKeys.ads.all()]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    // Paid: the orders carry the address, its draft is done with (a failed payment keeps it for the next try).
    if (status === 'paid' || status === 'partially_refunded') {
      clearDraft(ADDRESS_DRAFT);
      // A card-paid order is as good a moment to offer notifications as a wallet-paid one (once per device).
      offerPush(tRef.current, 'order');
    }
  }, [status, queryClient]);

  const backToCart = (
    <Link to={paths.app.cart.getHref()} className={buttonClasses()}>
      <ShoppingCart aria-hidden="true" className="size-4" />
      {t('cart.return.backToCart')}
    </Link>
  );

  if (!paymentId) return <EmptyState className="mx-auto max-w-xl" icon={CircleX} title={t('cart.return.missing')} action={backToCart} />;
  if (!payment) {
    return (
      <EmptyState
        className="mx-auto max-w-xl"
        icon={isError ? CircleX : Hourglass}
        tone={isError ? 'error' : 'neutral'}
        title={isError ? t('cart.return.loadFailed') : t('cart.return.confirming')}
        hint={isError ? undefined : <Spinner />}
      />
    );
  }
  if (payment.status === 'initiated') {
    return (
      <div role="status" aria-live="polite">
        <EmptyState
          className="mx-auto max-w-xl"
          icon={Hourglass}
          title={t('cart.return.confirming')}
          hint={t('cart.return.confirmingHint')}
        />
      </div>
    );
  }
  if (payment.status === 'paid' || payment.status === 'partially_refunded') {
    return (
      <EmptyState
        className="mx-auto max-w-xl"
        icon={CircleCheck}
        title={t('cart.return.paid')}
        hint={t('cart.return.paidHint')}
        action={
          <Link to={paths.app.orders.getHref()} className={buttonClasses()}>
            {t('cart.return.viewOrders')}
          </Link>
        }
      />
    );
  }
  if (payment.status === 'refunded') {
    return (
      <EmptyState
        className="mx-auto max-w-xl"
        icon={RotateCcw}
        title={t('cart.return.refunded')}
        hint={t('cart.return.refundedHint')}
        action={backToCart}
      />
    );
  }
  return (
    <EmptyState
      className="mx-auto max-w-xl"
      icon={CircleX}
      tone="error"
      title={t('cart.return.failed')}
      hint={
        <>
          {t('cart.return.failedHint')}
          {payment.failureReason ? (
            <span className="mt-1 block">{t('cart.return.reason', { reason: t(`payments.failure.${payment.failureReason}`) })}</span>
          ) : null}
        </>
      }
      action={backToCart}
    />
  );
}
