import type { TPreferences, TSessionUser } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from './api-client';
import { changeLanguage, i18n, isLanguage, type Language, rememberLanguage } from './i18n';
import { queryClient } from './query-client';
import { queryKeys } from './query-keys';
import { getSession, saveUser, useSession } from './session';

export const getCurrentUser = ({ signal }: { signal?: AbortSignal } = {}) => api.get<TSessionUser>('/api/user/me', { signal });

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser({ signal }),
  });

/**
 * Records a language or time zone just saved on the account in the stored user and the cache, so that no screen
 * shows the old one again.
 */
export function noteCurrentUserDisplay(display: { language?: Language; timeZone?: TPreferences['timeZone'] }) {
  const session = getSession();
  if (!session) return;
  saveUser({ ...session.user, ...display });
  queryClient.setQueryData(currentUserQueryOptions().queryKey, (current) => (current ? { ...current, ...display } : current));
}

/**
 * The signed-in user: shown at once from the stored session, then confirmed by GET /api/user/me
 * (a role changed by an admin takes effect on the next load, and so does a language chosen on another device).
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

  // Session restore shows the language saved on the account (design §7: remembered per user).
  const savedLanguage = session ? query.data?.language : undefined;
  useEffect(() => {
    if (!isLanguage(savedLanguage) || savedLanguage === i18n.language) return;
    void changeLanguage(savedLanguage);
    rememberLanguage(savedLanguage);
    // Account Settings, if it was read before the language changed elsewhere, shows the same language.
    queryClient.setQueryData<TPreferences>(queryKeys.settings.preferences(), (preferences) =>
      preferences ? { ...preferences, language: savedLanguage } : preferences,
    );
  }, [savedLanguage]);

  const user = session ? (query.data ?? null) : null;
  return { user, isLoading: session !== null && user === null && query.isPending };
}
