import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { AdImage } from '@/ui/ad-image';
import type { OrderItem } from '../api/get-orders';

/** The order's lines: photo, title, platform, condition, quantity and price. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
          <AdImage src={item.image} alt="" width={64} height={64} className="size-14 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1">
            <p dir="auto" className="truncate text-sm font-semibold text-slate-900">
              {item.productId ? (
                <Link to={paths.app.product.getHref(item.productId)} className="rounded hover:text-brand-700">
                  {item.name}
                </Link>
              ) : (
                <bdi>{item.name}</bdi>
              )}
            </p>
            <p className="text-xs text-slate-500">{[item.platform?.name, labels.condition(item.condition)].filter(Boolean).join(' · ')}</p>
          </div>
          <p className="shrink-0 text-end text-sm">
            <span className="block font-semibold text-slate-900">{formatSar(item.price * item.quantity, i18n.language)}</span>
            <span className="text-xs text-slate-500">
              {t('orders.quantityTimes', { n: formatNumber(item.quantity, i18n.language), price: formatSar(item.price, i18n.language) })}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
