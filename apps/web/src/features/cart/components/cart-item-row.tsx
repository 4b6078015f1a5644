import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDateTime, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { AdImage } from '@/ui/ad-image';
import { Button } from '@/ui/button';
import { DiscountBadge } from '@/ui/price';
import { QuantityStepper } from '@/ui/quantity-stepper';
import type { CartItem } from '../api/get-cart';

type CartItemRowProps = {
  item: CartItem;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  isRemoving: boolean;
};

/** One cart line: photo, title, platform, condition, delivery, discount, price, stepper and trash; an article named by its title. */
export function CartItemRow({ item, onQuantityChange, onRemove, isRemoving }: CartItemRowProps) {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const titleId = useId();
  const discount = Number.parseFloat(item.discount) || 0;
  const isDiscounted = discount > 0 && item.price < item.originalPrice;

  return (
    <article aria-labelledby={titleId} className={cn('flex gap-3 py-4 sm:gap-4', !item.inStock && 'opacity-70')}>
      <Link to={paths.app.product.getHref(item.productId)} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <AdImage src={item.image} alt="" width={96} height={96} className="size-20 rounded-lg sm:size-24" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="line-clamp-2 text-sm font-semibold text-slate-900 sm:text-base">
            <Link to={paths.app.product.getHref(item.productId)} dir="auto" className="rounded hover:text-brand-700">
              {item.name}
            </Link>
          </h3>
          <Button
            variant="ghost"
            size="icon"
            className="-me-2 -mt-1 size-9 shrink-0 text-slate-500 hover:bg-red-50 hover:text-red-600"
            aria-label={t('cart.remove', { name: item.name })}
            isLoading={isRemoving}
            onClick={onRemove}
          >
            {isRemoving ? null : <Trash2 aria-hidden="true" className="size-4.5" />}
          </Button>
        </div>
        <ul className="flex flex-wrap gap-1.5 text-xs">
          {item.platform ? <li className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">{item.platform}</li> : null}
          <li className="rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
            <span className="sr-only">{t('cart.condition')}: </span>
            {labels.condition(item.condition)}
          </li>
          <li className="rounded-full bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800">
            <span className="sr-only">{t('cart.delivery')}: </span>
            {labels.deliveryType(item.deliveryType)}
          </li>
          {isDiscounted ? (
            <li>
              <DiscountBadge percentage={discount} />
            </li>
          ) : null}
          {item.reservedUntil ? (
            <li className="rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
              {t('offers.agreedUntil', { time: formatDateTime(item.reservedUntil, i18n.language) })}
            </li>
          ) : null}
        </ul>
        {item.inStock ? null : (
          <p role="note" className="text-xs font-semibold text-red-600">
            {t('cart.outOfStock', { count: item.stock })}
          </p>
        )}
        <div className="flex flex-wrap items-end justify-between gap-3">
          {item.reservedUntil ? (
            <span className="text-sm text-slate-600">{t('cart.quantity')}: 1</span>
          ) : (
            <QuantityStepper
              label={t('cart.quantity')}
              value={item.quantity}
              max={Math.max(item.stock, item.quantity)}
              onChange={onQuantityChange}
            />
          )}
          <p className="ms-auto text-end">
            <span className="block text-base font-extrabold text-slate-900">
              <span className="sr-only">{t('cart.lineTotal')}: </span>
              {formatSar(item.price * item.quantity, i18n.language)}
            </span>
            <span className="text-xs text-slate-500">
              {t('cart.each', { price: formatSar(item.price, i18n.language) })}
              {isDiscounted ? (
                <s className="ms-1.5 text-slate-500">
                  <span className="sr-only">{t('price.original')} </span>
                  {formatSar(item.originalPrice, i18n.language)}
                </s>
              ) : null}
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
