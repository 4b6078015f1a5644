import type { TDisputeMessageView, TDisputeReply, TDisputeView } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DisputeMessage = TDisputeMessageView;
export type Dispute = TDisputeView;

/** The dispute of an order with its thread (the two parties and admins only). */
export const getDispute = ({ orderId, signal }: { orderId: string; signal?: AbortSignal }) =>
  api.get<TDisputeReply>(`/api/user/orders/${encodeURIComponent(orderId)}/dispute`, { signal }).then((reply) => reply.dispute);

export const disputeQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: queryKeys.orders.dispute(orderId), queryFn: ({ signal }) => getDispute({ orderId, signal }) });

export const useDispute = (orderId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) =>
  useQuery({ ...disputeQueryOptions(orderId), enabled: isEnabled });
