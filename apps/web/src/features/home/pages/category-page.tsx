import { categoryAtPath } from '@gamesouq/core';
import { Tags } from 'lucide-react';
import { useParams } from 'react-router';
import { useCategories } from '@/lib/api/get-categories';
import { useTranslation } from '@/lib/i18n';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { PageCategory } from '../hooks/use-home-filters';
import { HomePage } from './home-page';

/** `/c/video-games/action`: Home with that category chosen, at an address of its own to share and to index. */
export function CategoryPage() {
  const { t } = useTranslation();
  const slugs = (useParams()['*'] ?? '').split('/').filter(Boolean);
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
