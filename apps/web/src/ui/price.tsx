import { cn } from '@/lib/cn';
import { formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

type PriceProps = {
  price: number;
  finalPrice: number;
  discountPercentage: number;
  size?: 'md' | 'lg';
  className?: string;
};

/**
 * The price paid, and when discounted the original struck out (read as "Original price"). `finalPrice` is the
 * server's, rounded to the halala as the cart charges it (core discountedHalalas), and is shown as it is.
 */
export function Price({ price, finalPrice, discountPercentage, size = 'md', className }: PriceProps) {
  const { t, i18n } = useTranslation();
  const isDiscounted = discountPercentage > 0 && finalPrice < price;
  return (
    <p className={cn('flex flex-wrap items-baseline gap-x-2', className)}>
      <span className={cn('font-extrabold text-slate-900', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {isDiscounted ? <span className="sr-only">{t('price.current')} </span> : null}
        {formatSar(isDiscounted ? finalPrice : price, i18n.language)}
      </span>
      {isDiscounted ? (
        <s className={cn('text-slate-500', size === 'lg' ? 'text-lg' : 'text-sm')}>
          <span className="sr-only">{t('price.original')} </span>
          {formatSar(price, i18n.language)}
        </s>
      ) : null}
    </p>
  );
}

/** "-10%" on a red chip. */
export function DiscountBadge({ percentage, className }: { percentage: number; className?: string }) {
  const { t, i18n } = useTranslation();
  if (!(percentage > 0)) return null;
  const value = formatNumber(percentage / 100, i18n.language, { style: 'percent' });
  return (
    <span className={cn('rounded-full bg-red-600 px-2 py-0.5 text-xs font-bold text-white', className)}>
      {t('price.discount', { value })}
    </span>
  );
}
