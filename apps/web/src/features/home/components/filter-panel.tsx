import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryLabel } from '@/lib/api/get-categories';
import { cn } from '@/lib/cn';
import { useDebouncedField } from '@/lib/use-debounced';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/text-field';
import { useHomeCatalog } from '../hooks/use-home-catalog';
import type { HomeFilters } from '../hooks/use-home-filters';

type FilterPanelProps = {
  filters: HomeFilters;
  onChange: (patch: Partial<HomeFilters>) => void;
  onClear: () => void;
  hasFilters: boolean;
};

function OptionButton({
  isSelected,
  onClick,
  children,
  isNested = false,
}: {
  isSelected: boolean;
  onClick: () => void;
  children: ReactNode;
  isNested?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onClick}
      className={cn(
        'w-full rounded-lg px-2.5 py-1.5 text-start text-sm transition-colors',
        isNested && 'ps-6',
        isSelected ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}

function PriceInput({ label, value, onCommit }: { label: string; value: string; onCommit: (value: string) => void }) {
  const field = useDebouncedField({ value, onCommit });
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="any"
      dir="ltr"
      value={field.draft}
      onChange={(event) => field.setDraft(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') field.flush();
      }}
    />
  );
}

/**
 * The left filter panel of Home: keyword, price range, categories and platforms (the fallback lists when they fail
 * to load); folded away on small screens.
 */
export function FilterPanel({ filters, onChange, onClear, hasFilters }: FilterPanelProps) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const bodyId = useId();
  const categoriesId = useId();
  const platformsId = useId();
  const { categories, platforms } = useHomeCatalog();
  const search = useDebouncedField({ value: filters.search, onCommit: (value) => onChange({ search: value }) });
  const mains = categories.filter((category) => category.parent_id === null);

  return (
    <aside
      aria-label={t('home.filters')}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-20 lg:self-start"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
          <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-600" />
          {t('home.filters')}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          className="lg:hidden"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? t('home.hideFilters') : t('home.showFilters')}
        </Button>
      </div>

      <div id={bodyId} className={cn('mt-4 space-y-5', !isOpen && 'max-lg:hidden')}>
        <TextField
          label={t('home.keyword')}
          type="search"
          value={search.draft}
          onChange={(event) => search.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') search.flush();
          }}
        />
        <div className="grid grid-cols-2 gap-3">
          <PriceInput label={t('home.minPrice')} value={filters.priceMin} onCommit={(value) => onChange({ priceMin: value })} />
          <PriceInput label={t('home.maxPrice')} value={filters.priceMax} onCommit={(value) => onChange({ priceMax: value })} />
        </div>
        <Button variant="secondary" size="sm" className="w-full" onClick={onClear} disabled={!hasFilters}>
          {t('home.clearAllFilters')}
        </Button>

        <section aria-labelledby={categoriesId}>
          <h3 id={categoriesId} className="text-sm font-bold text-slate-900">
            {t('home.category')}
          </h3>
          <ul className="mt-2 space-y-0.5">
            <li>
              <OptionButton isSelected={filters.category === ''} onClick={() => onChange({ category: '' })}>
                {t('home.allCategories')}
              </OptionButton>
            </li>
            {mains.map((main) => (
              <li key={main.id}>
                <OptionButton isSelected={filters.category === main.id} onClick={() => onChange({ category: main.id })}>
                  {categoryLabel(main, i18n.language)}
                </OptionButton>
                {categories.some((category) => category.parent_id === main.id) ? (
                  <ul className="space-y-0.5">
                    {categories
                      .filter((category) => category.parent_id === main.id)
                      .map((sub) => (
                        <li key={sub.id}>
                          <OptionButton isNested isSelected={filters.category === sub.id} onClick={() => onChange({ category: sub.id })}>
                            {categoryLabel(sub, i18n.language)}
                          </OptionButton>
                        </li>
                      ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={platformsId}>
          <h3 id={platformsId} className="text-sm font-bold text-slate-900">
            {t('home.platform')}
          </h3>
          <ul className="mt-2 space-y-0.5">
            <li>
              <OptionButton isSelected={filters.platform === ''} onClick={() => onChange({ platform: '' })}>
                {t('home.allPlatforms')}
              </OptionButton>
            </li>
            {platforms.map((platform) => (
              <li key={platform.id}>
                <OptionButton isSelected={filters.platform === platform.id} onClick={() => onChange({ platform: platform.id })}>
                  {platform.name}
                </OptionButton>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </aside>
  );
}
