import type { TOwnSellerRequestView, TSellerRequestSentReply, TSellerRequestStatusReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type SellerRequest = TOwnSellerRequestView;

export const useSellerRequest = () =>
  useQuery({ queryKey: queryKeys.account.sellerRequest(), queryFn: () => api.get<TSellerRequestStatusReply>('/api/user/seller-requests') });

export function useApplyForSelling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<TSellerRequestSentReply>('/api/user/seller-requests', form),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sellerRequest() }),
  });
}
