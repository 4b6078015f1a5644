import type { TAuthReply, TSocialNextReply, TSocialProvider, TSocialProvidersReply } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Where the browser goes to sign in with a provider: the server redirects it there and back (ADR 030). */
export const socialStartHref = (provider: TSocialProvider) => `/api/auth/social/${provider}/start`;

/** The providers the server has settings for: only their buttons show. */
export const useSocialProviders = () =>
  useQuery({
    queryKey: queryKeys.socialProviders(),
    queryFn: ({ signal }) => api.get<TSocialProvidersReply>('/api/auth/social/providers', { auth: false, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const continueSocialSignIn = (ticket: string) =>
  api.post<TSocialNextReply>('/api/auth/social/continue', { ticket }, { auth: false });

export const finishSocialWithPhone = (body: { ticket: string; phoneNumber: string }) =>
  api.post<TAuthReply>('/api/auth/social/phone', body, { auth: false });

export const linkSocialWithPassword = (body: { ticket: string; password: string }) =>
  api.post<TAuthReply>('/api/auth/social/link', body, { auth: false });
