import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** Up to `size` page numbers around the current page (buyer §9: 5). */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const count = Math.min(size, total);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

/** The first page, the last page and those within one of the current page, with a gap for each run left out (admin §9, seller §9). */
export function pagesWithGaps(current: number, total: number): (number | 'gap')[] {
  const items: (number | 'gap')[] = [];
  for (let page = 1; page <= total; page++) {
    const isShown = page === 1 || page === total || Math.abs(page - current) <= 1;
    if (isShown) items.push(page);
    else if (items.at(-1) !== 'gap') items.push('gap');
  }
  return items;
}

type PaginationProps = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /**
   * `window`: first and last page buttons around at most five page numbers (the buyer's lists, buyer §9);
   * `gaps`: the first, the last and the current page ±1, with ellipses between (the back-office and the trader panel).
   */
  numbers?: 'window' | 'gaps';
  className?: string;
};

function PageButton({
  label,
  isDisabled = false,
  isCurrent = false,
  onClick,
  children,
}: {
  label: string;
  isDisabled?: boolean;
  isCurrent?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={isCurrent ? 'page' : undefined}
      disabled={isDisabled}
      onClick={onClick}
      className={cn(
        'grid h-10 min-w-10 place-items-center rounded-xl px-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-40',
        isCurrent ? 'bg-brand-600 text-white shadow-sm' : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50',
      )}
    >
      {children}
    </button>
  );
}

/**
 * Previous, the page numbers, next (with first and last around them in the `window` form); nothing for a single
 * page. Every button is named for screen readers, the current page is `aria-current`, and the arrows point the
 * reading way in Arabic too.
 */
export function Pagination({ page, totalPages, onChange, numbers = 'gaps', className }: PaginationProps) {
  const { t, i18n } = useTranslation();
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  const hasEdges = numbers === 'window';
  const arrow = 'size-4 rtl:rotate-180';
  const items = numbers === 'window' ? pageWindow(page, totalPages) : pagesWithGaps(page, totalPages);
  return (
    <nav aria-label={t('pagination.label')} className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}>
      {hasEdges ? (
        <PageButton label={t('pagination.first')} isDisabled={isFirst} onClick={() => onChange(1)}>
          <ChevronsLeft aria-hidden="true" className={arrow} />
        </PageButton>
      ) : null}
      <PageButton label={t('pagination.previous')} isDisabled={isFirst} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className={arrow} />
      </PageButton>
      {items.map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
          <span key={`gap-${index}`} aria-hidden="true" className="grid h-10 min-w-6 place-items-center text-sm text-slate-400">
            …
          </span>
        ) : (
          <PageButton key={item} label={t('pagination.page', { n: item })} isCurrent={item === page} onClick={() => onChange(item)}>
            {formatNumber(item, i18n.language)}
          </PageButton>
        ),
      )}
      <PageButton label={t('pagination.next')} isDisabled={isLast} onClick={() => onChange(page + 1)}>
        <ChevronRight aria-hidden="true" className={arrow} />
      </PageButton>
      {hasEdges ? (
        <PageButton label={t('pagination.last')} isDisabled={isLast} onClick={() => onChange(totalPages)}>
          <ChevronsRight aria-hidden="true" className={arrow} />
        </PageButton>
      ) : null}
    </nav>
  );
}
