import type { TPaymentReply } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often the return page asks again while the gateway's answer is awaited. */
const POLL_MS = 2000;

/** A checkout's payment as the server has verified it; asked again every 2 seconds while it is still `initiated`. */
export const usePayment = (paymentId: string) =>
  useQuery({
    queryKey: ['payments', paymentId],
    queryFn: ({ signal }) =>
      api.get<TPaymentReply>(`/api/user/payments/${encodeURIComponent(paymentId)}`, { signal }).then((r) => r.payment),
    enabled: paymentId !== '',
    refetchInterval: (query) => (query.state.data?.status === 'initiated' || query.state.error ? POLL_MS : false),
  });
