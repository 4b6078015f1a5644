import type { TItemSummaryView } from '@gamesouq/core';
import { Layers } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/**
 * The way from an ad to every offer of its catalogue item (issue 22): "from X SAR · N offers" on a search result, or
 * "other offers from N sellers from X SAR" on a product page.
 */
export function ItemOffersLink({
  item,
  variant,
  className,
}: {
  item: TItemSummaryView;
  variant: 'result' | 'product';
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  if (item.fromPrice === null) return null;
  const price = formatSar(item.fromPrice, i18n.language);
  const text =
    variant === 'result'
      ? t('listing.groupedOffers', { count: item.offerCount, price })
      : t('listing.otherOffers', { count: item.sellerCount, price });
  return (
    <Link
      to={paths.app.item.getHref(item.id)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-lg bg-brand-50 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100',
        variant === 'result' ? 'px-2 py-1 text-xs' : 'px-3 py-2 text-sm',
        className,
      )}
    >
      <Layers aria-hidden="true" className="size-4 shrink-0" />
      <span>{text}</span>
    </Link>
  );
}
