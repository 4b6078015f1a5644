import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type Basics = { id: string; name: string; role: string; verified: boolean; rating: number; reviews: number };

/** A seller's profile as buyers see it; `isPrivate` when the seller's Privacy setting hides the details. */
export type SellerProfile =
  | (Basics & { isPrivate: true })
  | (Basics & {
      isPrivate: false;
      avatar: string | null;
      bio: string;
      storeName: string;
      description: string;
      location: string;
      totalSales: number;
      memberSince: string;
    });

export const getSellerProfile = ({ id, signal }: { id: string; signal?: AbortSignal }) =>
  api.get<{ profile: SellerProfile }>(`/api/users/${encodeURIComponent(id)}/profile`, { signal }).then((reply) => reply.profile);

export const sellerProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.sellers.detail(id), queryFn: ({ signal }) => getSellerProfile({ id, signal }) });

export const useSellerProfile = (id: string) => useQuery(sellerProfileQueryOptions(id));
