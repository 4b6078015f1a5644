import type { TListingsReply } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { AdCard } from '@/entities/listing/ad-card';
import { AdCardActions } from '@/entities/listing/ad-card-actions';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';

/** Following (issue 20): the listings on sale of the sellers the user follows, newest first. */
export function FollowingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('follows.feedTitle'));
  const feed = useQuery({
    queryKey: ['follows', 'feed'],
    queryFn: async ({ signal }) => (await api.get<TListingsReply>('/api/user/following/feed', { signal })).ads,
  });
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-extrabold text-slate-900">{t('follows.feedTitle')}</h1>
      {feed.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : feed.isError ? (
        <EmptyState icon={BellRing} title={t('follows.feedFailed')} tone="error" />
      ) : feed.data.length === 0 ? (
        <EmptyState icon={BellRing} title={t('follows.feedEmpty')} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {feed.data.map((ad) => (
            <li key={ad.id} className="flex">
              <AdCard ad={ad} actions={<AdCardActions ad={ad} />} className="w-full" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
