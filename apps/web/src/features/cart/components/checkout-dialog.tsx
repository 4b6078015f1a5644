import { CITIES } from '@gamesouq/core';
import { TriangleAlert, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { PickupPlace } from '@/entities/listing/pickup-place';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { useWalletBalance } from '@/lib/api/get-wallet-balance';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useListingLabels } from '@/lib/listing-labels';
import { errorMessage } from '@/lib/messages';
import { offerPush } from '@/lib/offer-push';
import { clearDraft, readDraft, useSessionDraft } from '@/lib/session-draft';
import { Button, buttonClasses } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { usePlaceOrders } from '../api/place-orders';
import { addFundsHref } from '../lib/add-funds-href';
import type { CheckoutPlan } from '../lib/checkout-plan';
import { initialPaymentPlan, type PaymentPlan, paymentRequest, splitPayment } from '../lib/payment-plan';
import { PaymentChoice } from './payment-choice';
import { SummaryLines } from './summary-lines';

type CheckoutDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  plan: CheckoutPlan;
  promoCode?: string;
};

/**
 * "Confirm your order": the totals, where to ship, how to pay, then Place Order. The key is made once when the dialog
 * opens, so a retry of the same attempt (a lost reply, a double click) never pays twice. Paying by a method sends the
 * browser to the gateway; it comes back to the checkout return page.
 */
export function CheckoutDialog({ isOpen, onClose, plan, promoCode }: CheckoutDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('cart.confirm.title')}
      description={t('cart.confirm.placing', {
        count: plan.orderCount,
        n: formatNumber(plan.orderCount, i18n.language),
        total: formatSar(plan.totals.total, i18n.language),
      })}
      className="max-w-lg"
    >
      {/* Mounted only while open: every opening is a new attempt with a new key. */}
      {isOpen ? <CheckoutForm onClose={onClose} plan={plan} promoCode={promoCode} /> : null}
    </Dialog>
  );
}

/** The checkout address's draft in the session (lib/session-draft); the return page clears it once paid. */
export const ADDRESS_DRAFT = 'checkout-address';

function CheckoutForm({ onClose, plan, promoCode }: Omit<CheckoutDialogProps, 'isOpen'>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const labels = useListingLabels();
  const { user } = useCurrentUser();
  const placeOrders = usePlaceOrders();
  const available = useWalletBalance().data?.available ?? 0;
  const total = plan.totals.total;
  // Until the buyer chooses, the choice follows the balance as it loads: the wallet when it covers the total.
  const [chosen, setPayment] = useState<PaymentPlan | null>(null);
  const payment = chosen ?? initialPaymentPlan(available, total);
  const split = splitPayment({ plan: payment, total, available });
  const shortfall = Math.max(0, Math.round((total - available) * 100) / 100);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [address, setAddress] = useState(() =>
    readDraft(ADDRESS_DRAFT, { fullName: user?.name ?? '', phone: user?.phone ?? '', city: user?.city ?? '', address: '' }),
  );
  // The address survives a refresh or a step back until the orders are placed.
  useSessionDraft(ADDRESS_DRAFT, address);
  const [isShort, setIsShort] = useState(false);
  const update = (field: keyof typeof address) => (event: { target: { value: string } }) =>
    setAddress((current) => ({ ...current, [field]: event.target.value }));

  function placeOrder() {
    setIsShort(false);
    const shippingAddress = Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value.trim()]));
    const body = {
      ...(plan.isShipping ? { ...plan.request, shippingAddress } : plan.request),
      payment: paymentRequest({ plan: payment, total, available, language: i18n.language === 'ar' ? 'ar' : 'en' }),
    };
    placeOrders.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (placed) => {
          // Paying on the gateway's page: the draft stays for a declined payment, which brings the buyer back here.
          if (placed.redirectUrl) {
            window.location.assign(placed.redirectUrl);
            return;
          }
          clearDraft(ADDRESS_DRAFT);
          toast.success(t('cart.placed'));
          offerPush(t, 'order');
          onClose();
          navigate(paths.app.orders.getHref());
        },
        onError: (error) => {
          // Another choice after an error is another attempt.
          setIdempotencyKey(newIdempotencyKey());
          if (error instanceof ApiError && error.code === 'INSUFFICIENT_BALANCE') {
            setIsShort(true);
            toast.error(t('errors.INSUFFICIENT_BALANCE'), {
              action: { label: t('cart.addFunds'), onClick: () => navigate(addFundsHref(shortfall)) },
            });
            return;
          }
          toast.error(errorMessage(t, error, { fallback: t('cart.placeFailed') }));
          // Bought or changed from another device: the cart shown again is the one to review.
          if (error instanceof ApiError && (error.code === 'CART_CHANGED' || error.code === 'CART_EMPTY')) onClose();
        },
      },
    );
  }

  return (
    <>
      <SummaryLines totals={plan.totals} promoCode={promoCode} className="mt-4 rounded-xl bg-slate-50 p-4" />
      <PaymentChoice
        plan={payment}
        onChange={(next) => {
          setIsShort(false);
          setPayment(next);
        }}
        total={total}
        available={available}
      />
      {payment.option === 'wallet' && shortfall > 0 ? (
        <p className="mt-2 text-sm text-amber-800">
          {t('cart.pay.walletShort', { shortfall: formatSar(shortfall, i18n.language) })}{' '}
          <Link to={addFundsHref(shortfall)} className="font-semibold underline">
            {t('cart.addFunds')}
          </Link>
        </p>
      ) : null}

      {plan.isShipping ? (
        <fieldset className="mt-5 space-y-3">
          <legend className="text-sm font-bold text-slate-900">{t('cart.confirm.addressTitle')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('cart.confirm.fullName')}
              autoComplete="name"
              maxLength={100}
              value={address.fullName}
              onChange={update('fullName')}
            />
            <PhoneField label={t('cart.confirm.phone')} value={address.phone} onChange={update('phone')} />
          </div>
          <SelectField label={t('cart.confirm.city')} value={address.city} onChange={update('city')}>
            <option value="">{t('cart.confirm.selectCity')}</option>
            {CITIES.map((city) => (
              <option key={city} value={city}>
                {labels.city(city)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('cart.confirm.address')}
            autoComplete="street-address"
            maxLength={300}
            placeholder={t('cart.confirm.addressPlaceholder')}
            value={address.address}
            onChange={update('address')}
          />
        </fieldset>
      ) : null}

      {plan.pickups.length > 0 ? (
        <section aria-label={t('cart.deliveryPickup')} className="mt-5 space-y-3">
          {plan.pickups.map((place) => (
            <PickupPlace
              key={`${place.sellerName}:${place.city}:${place.location}`}
              place={place}
              sellerName={place.sellerName}
              buyerCity={address.city || (user?.city ?? '')}
            />
          ))}
        </section>
      ) : null}

      {isShort ? (
        <div role="alert" className="mt-5 rounded-xl bg-red-50 p-4 text-sm text-red-800 ring-1 ring-red-200">
          <p className="flex items-center gap-2 font-semibold">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {t('errors.INSUFFICIENT_BALANCE')}
          </p>
          <p className="mt-1">{t('cart.insufficientHint')}</p>
          <Link to={addFundsHref(shortfall)} className={buttonClasses({ variant: 'danger', size: 'sm', className: 'mt-3' })}>
            <Wallet aria-hidden="true" className="size-4" />
            {t('cart.addFunds')}
          </Link>
        </div>
      ) : null}

      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={placeOrder} isLoading={placeOrders.isPending}>
          {split.method > 0 ? t('cart.pay.submit', { amount: formatSar(split.method, i18n.language) }) : t('cart.confirm.submit')}
        </Button>
      </div>
    </>
  );
}
