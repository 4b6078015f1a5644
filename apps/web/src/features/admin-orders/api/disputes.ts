import type {
  TDisputeChangeReply,
  TDisputeDecision,
  TDisputeReply,
  TDisputeRowView,
  TDisputesReply,
  TDisputeView,
  TDoneReply,
} from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DisputeStatusFilter = 'all' | 'open' | 'resolved';
export type DisputeRow = TDisputeRowView;
export type DisputeDetail = TDisputeView;

export const useDisputes = (status: DisputeStatusFilter, page: number) =>
  useQuery({
    queryKey: queryKeys.admin.disputes.list(status, page),
    queryFn: ({ signal }) => api.get<TDisputesReply>(`/api/admin/disputes?status=${status}&page=${page}`, { signal }),
  });

export const useDispute = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.admin.disputes.detail(id),
    queryFn: ({ signal }) => api.get<TDisputeReply>(`/api/admin/disputes/${id}`, { signal }).then((r) => r.dispute),
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
    return api.post<TDoneReply>(`/api/admin/disputes/${id}/messages`, form);
  });
export const useDecideDispute = () =>
  useDisputeMutation(({ id, decision }: { id: string; decision: TDisputeDecision }) =>
    api.post<TDisputeChangeReply>(`/api/admin/disputes/${id}/decide`, decision),
  );
