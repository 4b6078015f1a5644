import type { TSellerReputationReply } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The seller's level and record (issue 20): last night's figures, and the rating breakdown as of now. */
export const useSellerReputation = (id: string) =>
  useQuery({
    queryKey: queryKeys.sellers.reputation(id),
    queryFn: ({ signal }) =>
      api.get<TSellerReputationReply>(`/api/users/${encodeURIComponent(id)}/reputation`, { signal }).then((reply) => reply.reputation),
  });
