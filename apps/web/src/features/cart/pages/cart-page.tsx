import type { DeliveryMode } from '@gamesouq/core';
import { RefreshCw, ShoppingBag, ShoppingCart, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import type { AppliedPromo } from '../api/apply-promo';
import { type CartItem, useCart } from '../api/get-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { CartGroupCard } from '../components/cart-group-card';
import { CheckoutDialog } from '../components/checkout-dialog';
import { OrderSummary } from '../components/order-summary';
import { chosenMode, deliveryOptions, planCheckout } from '../lib/checkout-plan';

/** The cart (/cart, buyer §2): one card per seller, the summary with promo and checkout. */
export function CartPage() {
  const { t, i18n } = useTranslation();
  const { data: cart, isPending, isError, refetch } = useCart();
  const updateItem = useUpdateCartItem();
  const removeItem = useRemoveCartItem();
  const [choices, setChoices] = useState<Record<string, DeliveryMode>>({});
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [isCheckoutOpen, setIsCheckoutOpen] = useState(false);
  useDocumentTitle(t('cart.title'));

  const changeQuantity = (item: CartItem, quantity: number) =>
    updateItem.mutate(
      { itemId: item.id, quantity },
      {
        onSuccess: () => toast.success(t('cart.updated')),
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('cart.updateFailed') })),
      },
    );

  const remove = (item: CartItem) =>
    removeItem.mutate(item.id, {
      onSuccess: () => toast.success(t('cart.removed')),
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('cart.removeFailed') })),
    });

  if (isPending) return <LoadingState label={t('cart.loading')} className="mx-auto max-w-6xl" />;
  if (isError) {
    return (
      <EmptyState
        className="mx-auto max-w-3xl"
        icon={TriangleAlert}
        tone="error"
        title={t('cart.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('common.tryAgain')}
          </Button>
        }
      />
    );
  }

  const itemCount = cart.cart.reduce((sum, group) => sum + group.items.reduce((count, item) => count + item.quantity, 0), 0);
  const plan = planCheckout({ cart, choices, promo });
  const hasConflict = cart.cart.some((group) => deliveryOptions(group).length === 0);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{t('cart.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">
          {itemCount > 0 ? t('cart.itemsCount', { count: itemCount, n: formatNumber(itemCount, i18n.language) }) : t('cart.subtitle')}
        </p>
      </div>

      {cart.cart.length === 0 ? (
        <EmptyState
          icon={ShoppingCart}
          title={t('cart.empty')}
          hint={t('cart.emptyHint')}
          action={
            <Link to={paths.app.home.getHref()} className={buttonClasses()}>
              <ShoppingBag aria-hidden="true" className="size-4" />
              {t('cart.startShopping')}
            </Link>
          }
        />
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-4">
            {cart.cart.map((group, index) => (
              <CartGroupCard
                key={group.seller.id}
                group={group}
                position={{ index, count: cart.cart.length }}
                mode={chosenMode(group, choices)}
                onModeChange={(mode) => setChoices((current) => ({ ...current, [group.seller.id]: mode }))}
                onQuantityChange={changeQuantity}
                onRemove={remove}
                removingId={removeItem.isPending ? (removeItem.variables ?? null) : null}
              />
            ))}
          </div>
          <OrderSummary
            plan={plan}
            promo={promo}
            onPromoChange={setPromo}
            onCheckout={() => setIsCheckoutOpen(true)}
            isCheckoutDisabled={plan.orderCount === 0 || hasConflict || updateItem.isPending}
          />
        </div>
      )}

      <CheckoutDialog isOpen={isCheckoutOpen} onClose={() => setIsCheckoutOpen(false)} plan={plan} promoCode={promo?.code} />
    </div>
  );
}
