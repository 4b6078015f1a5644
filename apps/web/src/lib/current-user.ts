import type { TSessionUser } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { saveUser, useSession } from './session';

export const getCurrentUser = ({ signal }: { signal?: AbortSignal } = {}) => api.get<TSessionUser>('/api/user/me', { signal });

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['current-user'],
    queryFn: ({ signal }) => getCurrentUser({ signal }),
  });

/**
 * The signed-in user: shown at once from the stored session, then confirmed by GET /api/user/me
 * (a role changed by an admin takes effect on the next load).
 */
export function useCurrentUser() {
  const session = useSession();
  const query = useQuery({
    ...currentUserQueryOptions(),
    enabled: session !== null,
    initialData: session?.user,
    initialDataUpdatedAt: 0,
  });

  useEffect(() => {
    if (query.data && session) saveUser(query.data);
  }, [query.data, session]);

  const user = session ? (query.data ?? null) : null;
  return { user, isLoading: session !== null && user === null && query.isPending };
}
