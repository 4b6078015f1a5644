import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeThreadMessage } from '@/entities/dispute/dispute-thread';
import { api } from '@/lib/api-client';
import type { PaginationReply } from '@/lib/pagination';
import { queryKeys } from '@/lib/query-keys';

export type DisputeStatusFilter = 'all' | 'open' | 'resolved';
export type DisputeRow = {
  id: string;
  orderId: string;
  orderNumber: string;
  reason: string;
  status: string;
  resolution: string | null;
  total: number;
  buyerName: string;
  sellerName: string;
  createdAt: string;
};
export type DisputeDetail = DisputeRow & {
  orderStatus: string;
  details: string;
  refundAmount: number | null;
  decisionNote: string | null;
  orderTotal: number;
  escrow: number;
  buyer: { id: string; name: string };
  seller: { id: string; name: string };
  messages: DisputeThreadMessage[];
};
export type Decision = { decision: 'release' | 'refund' | 'partial_refund'; refundAmount?: number; note: string };

export const useDisputes = (status: DisputeStatusFilter, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.disputes.list(status, page),
    queryFn: ({ signal }) =>
      api.get<{ disputes: DisputeRow[]; pagination: PaginationReply }>(`/api/admin/disputes?status=${status}&page=${page}`, { signal }),
  });

export const useDispute = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.disputes.detail(id),
    queryFn: ({ signal }) => api.get<{ dispute: DisputeDetail }>(`/api/admin/disputes/${id}`, { signal }).then((r) => r.dispute),
    enabled: id !== null,
  });

function useDisputeMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.disputes.all() }) });
}

/** The admin's message in the thread, with photos (multipart) or without. */
export const usePostDisputeMessage = () =>
  useDisputeMutation(({ id, message, photos }: { id: string; message: string; photos: File[] }) => {
    const form = new FormData();
    form.append('message', message);
    for (const photo of photos) form.append('photos', photo);
    return api.post(`/api/admin/disputes/${id}/messages`, form);
  });
export const useDecideDispute = () =>
  useDisputeMutation(({ id, decision }: { id: string; decision: Decision }) => api.post(`/api/admin/disputes/${id}/decide`, decision));
