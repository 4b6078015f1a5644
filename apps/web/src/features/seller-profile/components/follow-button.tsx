import type { TFollowReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BellPlus, BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { signInHref } from '@/lib/return-path';
import { Button, buttonClasses } from '@/ui/button';

const followKey = (sellerId: string) => ['follows', sellerId] as const;

/** Follow a seller (issue 20): their new listings then reach the Following feed and the bell. Visitors sign in first. */
export function FollowButton({ sellerId }: { sellerId: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const path = `/api/user/sellers/${encodeURIComponent(sellerId)}/follow`;
  const state = useQuery({ queryKey: followKey(sellerId), queryFn: () => api.get<TFollowReply>(path), enabled: user !== null });
  const change = useMutation({
    mutationFn: (isFollowing: boolean) => (isFollowing ? api.put<TFollowReply>(path) : api.delete<TFollowReply>(path)),
    onSuccess: (reply) => queryClient.setQueryData(followKey(sellerId), reply),
    onError: (error) => toast.error(errorMessage(t, error, { fallback: t('follows.failed') })),
  });
  if (user?.id === sellerId) return null;
  if (!user)
    return (
      <Link to={signInHref(paths.app.seller.getHref(sellerId))} className={buttonClasses({ variant: 'secondary' })}>
        <BellPlus aria-hidden="true" className="size-4" />
        {t('follows.follow')}
      </Link>
    );
  const isFollowing = state.data?.isFollowing ?? false;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={isFollowing ? 'secondary' : 'primary'}
        aria-pressed={isFollowing}
        isLoading={change.isPending || state.isPending}
        onClick={() => change.mutate(!isFollowing)}
      >
        {isFollowing ? <BellRing aria-hidden="true" className="size-4" /> : <BellPlus aria-hidden="true" className="size-4" />}
        {isFollowing ? t('follows.following') : t('follows.follow')}
      </Button>
      {state.data ? (
        <span className="text-sm text-slate-600">
          {t('follows.followers', { count: state.data.followers, n: formatNumber(state.data.followers, i18n.language) })}
        </span>
      ) : null}
      {isFollowing ? (
        <Link to={paths.app.following.getHref()} className="text-sm font-semibold text-brand-700 underline">
          {t('follows.feedLink')}
        </Link>
      ) : null}
    </div>
  );
}
