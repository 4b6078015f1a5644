import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { Button } from '@/ui/button';

/** The first page, the last page and those within one of the current page, with ellipses between (admin §9). */
export function pagesWithGaps(current: number, total: number): (number | 'gap')[] {
  const pages = [...new Set([1, current - 1, current, current + 1, total])].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  return pages.flatMap((page, index) => (index > 0 && page - (pages[index - 1] ?? page) > 1 ? (['gap', page] as const) : [page]));
}

export function EllipsisPagination({ page, totalPages, onChange }: { page: number; totalPages: number; onChange: (page: number) => void }) {
  const { t, i18n } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center gap-1.5">
      <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('adminPanel.common.previous')}
      </Button>
      {pagesWithGaps(page, totalPages).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place.
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
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
              'grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-semibold',
              item === page ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50',
            )}
          >
            {formatNumber(item, i18n.language)}
          </button>
        ),
      )}
      <Button size="sm" variant="secondary" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('adminPanel.common.next')}
      </Button>
    </nav>
  );
}
