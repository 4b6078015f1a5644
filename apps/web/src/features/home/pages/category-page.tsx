import { categoryAtPath } from '@gamesouq/core';
import { Tags } from 'lucide-react';
import { type Params, useParams } from 'react-router';
import { categoriesQueryOptions, useCategories } from '@/lib/api/get-categories';
import { useTranslation } from '@/lib/i18n';
import type { ServerQueries } from '@/lib/server-queries';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { PageCategory } from '../hooks/use-home-filters';
import { askHomeQueries, HomePage } from './home-page';

/** What a category page asks, answered by the server before it draws it: the categories, then Home's with this one. */
export const categoryPageQueries: ServerQueries = (client, page) => [
  client
    .fetchQuery(categoriesQueryOptions())
    .then((categories) => {
      const category = categoryAtPath(slugsOf(page.params), categories);
      return category && Promise.all(askHomeQueries(client, page, category.id));
    })
    .catch(() => undefined),
];

const slugsOf = (params: Params) => (params['*'] ?? '').split('/').filter(Boolean);

/** `/c/video-games/action`: Home with that category chosen, at an address of its own to share and to index. */
export function CategoryPage() {
  const { t } = useTranslation();
  const slugs = slugsOf(useParams());
  const categories = useCategories();
  if (categories.isPending) return <LoadingState label={t('common.loading')} />;
  const category = categories.data ? categoryAtPath(slugs, categories.data) : undefined;
  if (!category) return <EmptyState icon={Tags} title={t('home.categoryNotFound')} tone="error" />;
  return (
    <PageCategory value={category.id}>
      <HomePage />
    </PageCategory>
  );
}
