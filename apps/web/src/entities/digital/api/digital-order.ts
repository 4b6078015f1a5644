import type { CodeReportReason, TOrderChangeReply, TRevealCodesReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const orderPath = (id: string) => `/api/user/orders/${encodeURIComponent(id)}`;

/** The paying buyer's codes, in plain text: each call is recorded, and the first starts the protection window. */
export const revealCodes = (orderId: string) => api.post<TRevealCodesReply>(`${orderPath(orderId)}/codes/reveal`);

function useOrderChange<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trader.orders() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all() });
    },
  });
}

export const useRevealCodes = () => useOrderChange(revealCodes);
export const useReportCode = () =>
  useOrderChange(({ orderId, reason, details }: { orderId: string; reason: CodeReportReason; details: string }) =>
    api.post<TOrderChangeReply>(`${orderPath(orderId)}/codes/report`, { reason, details }),
  );
export const useAnswerReport = () =>
  useOrderChange(({ orderId, action, code }: { orderId: string; action: 'replace' | 'refund'; code?: string }) =>
    api.post<TOrderChangeReply>(`${orderPath(orderId)}/codes/answer`, code ? { action, code } : { action }),
  );
export const useMarkDelivered = () => useOrderChange((orderId: string) => api.post<TOrderChangeReply>(`${orderPath(orderId)}/delivered`));
