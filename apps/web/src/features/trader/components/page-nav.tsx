import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { pageItems } from '../lib/page-items';

const itemClass = 'grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-semibold';

/** The panel's pagination: previous, first, pages around the current, last, next, with ellipses. */
export function PageNav({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  if (totalPages <= 1) return null;
  const arrow = 'size-4 rtl:rotate-180';
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        aria-label={t('pagination.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        className={cn(itemClass, 'bg-white ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-40')}
      >
        <ChevronLeft aria-hidden="true" className={arrow} />
      </button>
      {pageItems(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
          <span key={`gap-${index}`} aria-hidden="true" className={cn(itemClass, 'text-slate-400')}>
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            aria-label={t('pagination.page', { n: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
            className={cn(
              itemClass,
              item === page ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50',
            )}
          >
            {formatNumber(item, i18n.language)}
          </button>
        ),
      )}
      <button
        type="button"
        aria-label={t('pagination.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        className={cn(itemClass, 'bg-white ring-1 ring-slate-200 hover:bg-slate-50 disabled:opacity-40')}
      >
        <ChevronRight aria-hidden="true" className={arrow} />
      </button>
    </nav>
  );
}
