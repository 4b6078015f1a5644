import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SellerRequest = {
  id: string;
  type: 'store' | 'person';
  status: 'pending' | 'approved' | 'rejected';
  storeName: string;
  cityLocation: string;
  rejectionReason: string | null;
  createdAt: string;
};

const key = ['account', 'seller-request'] as const;

export const useSellerRequest = () =>
  useQuery({ queryKey: key, queryFn: () => api.get<{ request: SellerRequest | null }>('/api/user/seller-requests') });

export function useApplyForSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<{ message: string; request: SellerRequest }>('/api/user/seller-requests', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
