import type { TPublicProfileReply, TPublicProfileView } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A seller's profile as buyers see it; `isPrivate` when the seller's Privacy setting hides the details. */
export type SellerProfile = TPublicProfileView;

export const getSellerProfile = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get<TPublicProfileReply>(`/api/users/${encodeURIComponent(id)}/profile`, { signal }).then((reply) => reply.profile);

export const sellerProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.sellers.detail(id), queryFn: ({ signal }) => getSellerProfile({ id, signal }) });

export const useSellerProfile = (id: string) => useQuery(sellerProfileQueryOptions(id));
