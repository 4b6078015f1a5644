import type { TOwnSellerRequestView, TSellerRequestSentReply, TSellerRequestStatusReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type SellerRequest = TOwnSellerRequestView;

const key = ['account', 'seller-request'] as const;

export const useSellerRequest = () =>
  useQuery({ queryKey: key, queryFn: () => api.get<TSellerRequestStatusReply>('/api/user/seller-requests') });

export function useApplyForSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<TSellerRequestSentReply>('/api/user/seller-requests', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
