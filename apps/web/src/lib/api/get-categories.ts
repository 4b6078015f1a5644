import type { TCategoryListReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n';
import { api } from '../api-client';
import type { Category } from '../listing-types';
import { queryKeys } from '../query-keys';

export const getCategories = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TCategoryListReply>('/api/categories', { signal }).then((reply): Category[] => reply.categories ?? []);

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.catalog.categories(), queryFn: ({ signal }) => getCategories({ signal }), staleTime: 5 * 60_000 });

export const useCategories = () => useQuery(categoriesQueryOptions());

/** A category's name in the current language (its Arabic name when there is one). */
export function categoryLabel(category: Pick<Category, 'name' | 'nameAr'>, language: string): string {
  return language === 'ar' && category.nameAr ? category.nameAr : category.name;
}

/** Names a category of an ad ({id, name}) in the current language, from the cached catalogue. */
export function useCategoryName() {
  const { i18n } = useTranslation();
  const { data } = useCategories();
  return (ref: { id: string; name: string } | null | undefined): string => {
    if (!ref) return '';
    const category = data?.find((item) => item.id === ref.id);
    return category ? categoryLabel(category, i18n.language) : ref.name;
  };
}
