import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SellerRequest = {
  id: string;
  type: 'store' | 'person';
  status: 'pending' | 'approved' | 'rejected';
  storeName: string;
  cityLocation: string;
  rejectionReason: string | null;
  createdAt: string;
};

export const useSellerRequest = () =>
  useQuery({
    queryKey: queryKeys.account.sellerRequest(),
    queryFn: () => api.get<{ request: SellerRequest | null }>('/api/user/seller-requests'),
  });

export function useApplyForSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<{ message: string; request: SellerRequest }>('/api/user/seller-requests', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sellerRequest() }),
  });
}
