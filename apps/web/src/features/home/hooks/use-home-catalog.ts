import { useMemo } from 'react';
import { useCategories } from '@/lib/api/get-categories';
import { usePlatforms } from '@/lib/api/get-platforms';
import { useTranslation } from '@/lib/i18n';
import type { Category, Platform } from '@/lib/listing-types';

/**
 * The lists Home shows when categories or platforms fail to load (buyer §8). Each one filters by the catalogue
 * name it stands for, which the server matches like an id.
 */
const FALLBACK_CATEGORIES = [
  { value: 'Action', key: 'action' },
  { value: 'Sports', key: 'sports' },
  { value: 'Adventure', key: 'adventure' },
  { value: 'Racing', key: 'racing' },
  { value: 'Strategy', key: 'strategy' },
] as const;

/** Platform names are brand names, shown as they are in every language (as the API's are). */
const FALLBACK_PLATFORMS: Pick<Platform, 'name' | 'platform_type'>[] = [
  { name: 'PlayStation 5', platform_type: 'console' },
  { name: 'Xbox Series X/S', platform_type: 'console' },
  { name: 'Nintendo Switch', platform_type: 'handheld' },
  { name: 'PC', platform_type: 'pc' },
  { name: 'Mobile', platform_type: 'mobile' },
];

export type HomeCategory = Category & {
  /** The English word that picks a drawn icon when there is no icon file. */
  iconName: string;
};

/** Categories and platforms for the filter panel and the tiles: the catalogue, or the fallback lists when it fails. */
export function useHomeCatalog() {
  const { t } = useTranslation();
  const categories = useCategories();
  const platforms = usePlatforms();

  const categoryList = useMemo<HomeCategory[]>(() => {
    if (!categories.isError) return (categories.data ?? []).map((category) => ({ ...category, iconName: category.name }));
    return FALLBACK_CATEGORIES.map(({ value, key }) => ({
      _id: value,
      id: value,
      name: t(`home.fallbackCategories.${key}`),
      nameAr: null,
      icon: '',
      parent_id: null,
      is_active: true,
      iconName: value,
    }));
  }, [categories.isError, categories.data, t]);

  const platformList = useMemo<Platform[]>(
    () =>
      platforms.isError
        ? FALLBACK_PLATFORMS.map((platform) => ({ ...platform, _id: platform.name, id: platform.name, nameAr: '', icon: '' }))
        : (platforms.data ?? []),
    [platforms.isError, platforms.data],
  );

  return {
    categories: categoryList,
    platforms: platformList,
    isCategoriesPending: categories.isPending,
  };
}
