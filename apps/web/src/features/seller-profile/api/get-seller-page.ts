import type { TListingsReply, TSellerReviewsReply } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The seller's listings on sale, newest first (under the ads keys, so that a favourite marks them too). */
export const useSellerListings = (id: string) =>
  useQuery({
    queryKey: queryKeys.ads.ofSeller(id),
    queryFn: ({ signal }) =>
      api.get<TListingsReply>(`/api/users/${encodeURIComponent(id)}/listings`, { signal }).then((reply) => reply.ads),
  });

/** The seller's reviews, newest first, each with the item of its order. */
export const useSellerReviews = (id: string) =>
  useQuery({
    queryKey: queryKeys.sellers.reviews(id),
    queryFn: ({ signal }) =>
      api.get<TSellerReviewsReply>(`/api/users/${encodeURIComponent(id)}/reviews`, { signal }).then((reply) => reply.reviews),
  });
