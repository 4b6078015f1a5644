import type { DeliveryMode } from '@gamesouq/core';
import { halalasToSar, sarToHalalas } from '@gamesouq/core';
import { Store, TriangleAlert, Truck, User } from 'lucide-react';
import { useId } from 'react';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { isShop } from '@/lib/listing-types';
import { RatingStars } from '@/ui/rating-stars';
import { VerifiedTick } from '@/ui/verified-tick';
import type { CartGroup, CartItem } from '../api/get-cart';
import { deliveryOptions } from '../lib/checkout-plan';
import { CartItemRow } from './cart-item-row';
import { DeliveryChoice } from './delivery-choice';

type CartGroupCardProps = {
  group: CartGroup;
  /** The group's place among the groups: each becomes one order, numbered at checkout. */
  position: { index: number; count: number };
  mode: DeliveryMode;
  onModeChange: (mode: DeliveryMode) => void;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  removingId: string | null;
};

/** One seller's part of the cart (becomes one order): the seller, the delivery, the lines and their subtotal. */
export function CartGroupCard({ group, position, mode, onModeChange, onQuantityChange, onRemove, removingId }: CartGroupCardProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const options = deliveryOptions(group);
  const shop = isShop(group.seller);
  const sellerName = group.seller.storeName || group.seller.name;
  const subtotal = group.items.filter((item) => item.inStock).reduce((sum, item) => sum + sarToHalalas(item.price) * item.quantity, 0);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-slate-100 pb-3">
        <div className="flex min-w-0 items-center gap-2">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
            {shop ? <Store aria-hidden="true" className="size-4.5" /> : <User aria-hidden="true" className="size-4.5" />}
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="flex items-center gap-1.5 font-bold text-slate-900">
              <span className="sr-only">{t('cart.seller')}: </span>
              <bdi className="truncate">{sellerName}</bdi>
              {group.seller.verified ? <VerifiedTick /> : null}
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <RatingStars rating={group.seller.rating} />
              <span className="text-xs font-semibold text-slate-500">{shop ? t('ad.shop') : t('ad.individualSeller')}</span>
              <span className="text-xs text-slate-500">
                {t('cart.groupOrder', {
                  n: formatNumber(position.index + 1, i18n.language),
                  total: formatNumber(position.count, i18n.language),
                })}
              </span>
            </div>
          </div>
        </div>
        {options.length === 1 ? (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
            {mode === 'shipping' ? <Truck aria-hidden="true" className="size-3.5" /> : <Store aria-hidden="true" className="size-3.5" />}
            {mode === 'shipping' ? t('cart.deliveryShipping') : t('cart.deliveryPickup')}
          </p>
        ) : null}
      </header>

      {options.length === 2 ? (
        <div className="border-b border-slate-100 py-3">
          <DeliveryChoice value={mode} onChange={onModeChange} sellerName={sellerName} />
        </div>
      ) : null}
      {options.length === 0 ? (
        <p
          role="alert"
          className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('cart.deliveryConflict')}
        </p>
      ) : null}

      <ul className="divide-y divide-slate-100">
        {group.items.map((item) => (
          <li key={item.id}>
            <CartItemRow
              item={item}
              onQuantityChange={(quantity) => onQuantityChange(item, quantity)}
              onRemove={() => onRemove(item)}
              isRemoving={removingId === item.id}
            />
          </li>
        ))}
      </ul>

      <p className="flex items-center justify-between border-t border-slate-100 pt-3 text-sm">
        <span className="font-medium text-slate-600">{t('cart.groupSubtotal')}</span>
        <span className="font-bold text-slate-900">{formatSar(halalasToSar(subtotal), i18n.language)}</span>
      </p>
      <p className="mt-1 text-xs text-slate-500">
        {group.vatPercent > 0 ? t('cart.groupVat', { percent: formatNumber(group.vatPercent, i18n.language) }) : t('cart.groupNoVat')}
      </p>
    </section>
  );
}
