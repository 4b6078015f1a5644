import { categoryLabel } from '@/lib/api/get-categories';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { useHomeCatalog } from '../hooks/use-home-catalog';
import { CategoryIcon } from './category-icon';

/**
 * The main categories as tiles (the fallback list when they fail to load); choosing one filters the ads, Clear All
 * removes the category filter.
 */
export function CategoryTiles({ selected, onSelect }: { selected: string; onSelect: (categoryId: string) => void }) {
  const { t, i18n } = useTranslation();
  const { categories, isCategoriesPending } = useHomeCatalog();
  const mains = categories.filter((category) => category.parent_id === null);
  const selectedMain = categories.find((category) => category.id === selected);
  const activeMainId = selectedMain?.parent_id ?? selectedMain?.id ?? '';

  return (
    <section aria-labelledby="home-categories-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-categories-title" className="text-lg font-bold text-slate-900">
          {t('home.categories')}
        </h2>
        <Button variant="link" onClick={() => onSelect('')} disabled={!selected}>
          {t('home.clearAll')}
        </Button>
      </div>
      {isCategoriesPending ? (
        <div aria-hidden="true" className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <div key={index} className="h-24 animate-pulse rounded-xl bg-slate-200" />
          ))}
        </div>
      ) : (
        <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6">
          {mains.map((category) => {
            const isSelected = category.id === activeMainId;
            const name = categoryLabel(category, i18n.language);
            return (
              <li key={category.id}>
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(isSelected && category.id === selected ? '' : category.id)}
                  className={cn(
                    'flex h-full w-full flex-col items-center gap-2 rounded-xl bg-white p-3 text-center shadow-sm ring-1 transition-colors',
                    isSelected ? 'ring-2 ring-brand-500' : 'ring-slate-200 hover:ring-brand-300',
                  )}
                >
                  <CategoryIcon name={category.iconName} icon={category.icon} className="size-12" />
                  <span className="line-clamp-2 text-xs font-semibold text-slate-800">{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
