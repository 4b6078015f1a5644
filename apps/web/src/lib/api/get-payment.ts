import type { TPaymentReply } from '@gamesouq/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** How often the return page asks again while the gateway's answer is being confirmed. */
const POLL_MS = 1500;

/** A payment of the signed-in user (Add Funds, a checkout); asked again every 1.5 s while it is still `initiated`. */
export const usePayment = (paymentId: string) =>
  useQuery({
    queryKey: queryKeys.wallet.payment(paymentId),
    queryFn: ({ signal }) =>
      api.get<TPaymentReply>(`/api/user/payments/${encodeURIComponent(paymentId)}`, { signal }).then((r) => r.payment),
    refetchInterval: (query) => (query.state.data?.status === 'initiated' ? POLL_MS : false),
    enabled: paymentId !== '',
  });
