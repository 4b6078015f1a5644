import { CITIES } from '@gamesouq/core';
import { SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { categoryLabel } from '@/lib/api/get-categories';
import { platformLabel } from '@/lib/api/get-platforms';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';
import { useDebouncedField } from '@/lib/use-debounced';
import { BottomSheet } from '@/ui/bottom-sheet';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useHomeAds } from '../api/get-home-ads';
import { useHomeCatalog } from '../hooks/use-home-catalog';
import type { HomeFilters } from '../hooks/use-home-filters';

type FilterPatch = (patch: Partial<HomeFilters>) => void;

/** The filters a user sets in the panel or the sheet (the search box and the sort live above the results). */
const PANEL_FILTERS = ['category', 'platform', 'priceMin', 'priceMax', 'city', 'condition', 'delivery'] as const;
const CLEARED = Object.fromEntries(PANEL_FILTERS.map((key) => [key, ''])) as Partial<HomeFilters>;

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
        'min-h-11 w-full rounded-lg px-2.5 py-1.5 text-start text-sm transition-colors lg:min-h-0',
        isNested && 'ps-6',
        isSelected ? 'bg-brand-50 font-semibold text-brand-700' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      {children}
    </button>
  );
}

/** A row of pressed-state chips, one of which (or none: "Any") is chosen. */
function ChipGroup({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-bold text-slate-900">
        {label}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {[{ value: '', label: t('home.any') }, ...options].map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-h-11 rounded-full px-4 text-sm font-semibold transition-colors',
              value === option.value
                ? 'bg-brand-600 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-200 ring-inset hover:bg-slate-50',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
    </section>
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

/** The price range, condition, delivery, city, category and platform filters, applied through `onChange`. */
function FilterFields({ filters, onChange }: { filters: HomeFilters; onChange: FilterPatch }) {
  const { t, i18n } = useTranslation();
  const labels = useListingLabels();
  const categoriesId = useId();
  const platformsId = useId();
  const { categories, platforms } = useHomeCatalog();
  const mains = categories.filter((category) => category.parent_id === null);
  const low = Number(filters.priceMin);
  const high = Number(filters.priceMax);
  const isReversed = filters.priceMin !== '' && filters.priceMax !== '' && low > high;

  return (
    <div className="space-y-5">
      <div>
        <div className="grid grid-cols-2 gap-3">
          <PriceInput label={t('home.minPrice')} value={filters.priceMin} onCommit={(value) => onChange({ priceMin: value })} />
          <PriceInput label={t('home.maxPrice')} value={filters.priceMax} onCommit={(value) => onChange({ priceMax: value })} />
        </div>
        {isReversed ? (
          <p role="status" className="mt-1.5 text-xs text-slate-600">
            {t('home.priceReversed', { low: formatNumber(high, i18n.language), high: formatNumber(low, i18n.language) })}
          </p>
        ) : null}
      </div>

      <ChipGroup
        label={t('home.condition')}
        value={filters.condition}
        options={[
          { value: 'new', label: t('listing.condition.new') },
          { value: 'used', label: t('home.used') },
        ]}
        onChange={(condition) => onChange({ condition })}
      />
      <ChipGroup
        label={t('home.delivery')}
        value={filters.delivery}
        options={[
          { value: 'shipping', label: t('listing.deliveryType.shipping') },
          { value: 'hand', label: t('home.pickup') },
        ]}
        onChange={(delivery) => onChange({ delivery })}
      />
      <SelectField label={t('home.city')} value={filters.city} onChange={(event) => onChange({ city: event.target.value })}>
        <option value="">{t('home.allCities')}</option>
        {CITIES.filter((city) => city !== 'Other').map((city) => (
          <option key={city} value={city}>
            {labels.city(city)}
          </option>
        ))}
      </SelectField>

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
                {platformLabel(platform, i18n.language)}
              </OptionButton>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type FilterPanelProps = {
  filters: HomeFilters;
  onChange: FilterPatch;
  onClear: () => void;
  hasFilters: boolean;
};

/** Home's filter column on wide screens; each choice applies at once. */
export function FilterPanel({ filters, onChange, onClear, hasFilters }: FilterPanelProps) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('home.filters')}
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 max-lg:hidden lg:sticky lg:top-20 lg:self-start"
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-base font-bold text-slate-900">
          <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-600" />
          {t('home.filters')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!hasFilters}>
          {t('home.clearAll')}
        </Button>
      </div>
      <FilterFields filters={filters} onChange={onChange} />
    </aside>
  );
}

/**
 * The sheet's apply button: it says how many ads the draft finds ("Show 12 results", the same query the results then
 * use). It exists only while the sheet is open, so its query never shares Home's, nor is drawn on the server, closed.
 */
function ShowResultsButton({ draft, onApply }: { draft: HomeFilters; onApply: () => void }) {
  const { t, i18n } = useTranslation();
  const total = useHomeAds({ ...draft, page: 1 }).data?.total;
  return (
    <Button className="flex-1" onClick={onApply}>
      {total === undefined ? t('home.showResultsPending') : t('home.showResults', { count: total, n: formatNumber(total, i18n.language) })}
    </Button>
  );
}

/** The phone's Filters button and its bottom sheet: choices gather in a draft and apply at once. */
export function FilterSheet({ filters, onChange }: { filters: HomeFilters; onChange: FilterPatch }) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState(filters);
  const active = PANEL_FILTERS.filter((key) => filters[key] !== '').length;

  return (
    <>
      <Button
        variant="secondary"
        className="shrink-0 lg:hidden"
        onClick={() => {
          setDraft(filters);
          setIsOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t('home.filters')}
        {active > 0 ? (
          <span className="grid min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white">
            {formatNumber(active, i18n.language)}
          </span>
        ) : null}
      </Button>
      <BottomSheet
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
        title={t('home.filters')}
        footer={
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setDraft((current) => ({ ...current, ...CLEARED }))}>
              {t('home.clearAll')}
            </Button>
            {isOpen ? (
              <ShowResultsButton
                draft={draft}
                onApply={() => {
                  onChange(Object.fromEntries(PANEL_FILTERS.map((key) => [key, draft[key]])));
                  setIsOpen(false);
                  // The results start at the top of the screen, not wherever the page was scrolled to.
                  requestAnimationFrame(() => document.getElementById('home-latest-title')?.scrollIntoView({ block: 'start' }));
                }}
              />
            ) : null}
          </div>
        }
      >
        <FilterFields filters={draft} onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))} />
      </BottomSheet>
    </>
  );
}
