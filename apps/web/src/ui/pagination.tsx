import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** Up to `size` page numbers around the current page (buyer §9: 5). */
export function pageWindow(current: number, total: number, size = 5): number[] {
  const count = Math.min(size, total);
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), total - count + 1));
  return Array.from({ length: count }, (_, index) => start + index);
}

type PaginationProps = { page: number; totalPages: number; onChange: (page: number) => void; className?: string };

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

/** First, previous, up to five page numbers, next, last; the arrows point the reading way in Arabic too. */
export function Pagination({ page, totalPages, onChange, className }: PaginationProps) {
  const { t, i18n } = useTranslation();
  if (totalPages <= 1) return null;
  const isFirst = page <= 1;
  const isLast = page >= totalPages;
  const arrow = 'size-4 rtl:rotate-180';
  return (
    <nav aria-label={t('pagination.label')} className={cn('flex flex-wrap items-center justify-center gap-1.5', className)}>
      <PageButton label={t('pagination.first')} isDisabled={isFirst} onClick={() => onChange(1)}>
        <ChevronsLeft aria-hidden="true" className={arrow} />
      </PageButton>
      <PageButton label={t('pagination.previous')} isDisabled={isFirst} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className={arrow} />
      </PageButton>
      {pageWindow(page, totalPages).map((number) => (
        <PageButton key={number} label={t('pagination.page', { n: number })} isCurrent={number === page} onClick={() => onChange(number)}>
          {formatNumber(number, i18n.language)}
        </PageButton>
      ))}
      <PageButton label={t('pagination.next')} isDisabled={isLast} onClick={() => onChange(page + 1)}>
        <ChevronRight aria-hidden="true" className={arrow} />
      </PageButton>
      <PageButton label={t('pagination.last')} isDisabled={isLast} onClick={() => onChange(totalPages)}>
        <ChevronsRight aria-hidden="true" className={arrow} />
      </PageButton>
    </nav>
  );
}
