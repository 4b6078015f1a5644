import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisputeThreadMessage } from '@/entities/dispute/dispute-thread';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DisputeMessage = DisputeThreadMessage & { authorId: string };

export type Dispute = {
  id: string;
  orderId: string;
  orderNumber: string;
  status: 'open' | 'resolved' | string;
  /** 'release', 'refund' or 'partial_refund' once decided. */
  resolution: string | null;
  refundAmount: number | null;
  decisionNote: string | null;
  reason: string;
  details: string;
  buyer: { id: string; name: string };
  seller: { id: string; name: string };
  createdAt: string;
  messages: DisputeMessage[];
};

/** The dispute of an order with its thread (the two parties and admins only). */
export const getDispute = ({ orderId, signal }: { orderId: string; signal?: AbortSignal }) =>
  api.get<{ dispute: Dispute }>(`/api/user/orders/${encodeURIComponent(orderId)}/dispute`, { signal }).then((reply) => reply.dispute);

export const disputeQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: queryKeys.orders.dispute(orderId), queryFn: ({ signal }) => getDispute({ orderId, signal }) });

export const useDispute = (orderId: string, { isEnabled = true }: { isEnabled?: boolean } = {}) =>
  useQuery({ ...disputeQueryOptions(orderId), enabled: isEnabled });
