import type { TTraderProductStatusReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const changeProductStatus = ({ id, status }: { id: string; status: 'active' | 'inactive' }) =>
  api.patch<TTraderProductStatusReply>(`/api/trader/products/${encodeURIComponent(id)}/status`, { status });

export function useChangeProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProductStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.trader.all() }),
  });
}
