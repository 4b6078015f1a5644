import type { TDeadJobsReply, TDoneReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const KEY = ['admin', 'dead-jobs'];

/** Background jobs that used all their attempts. */
export const useDeadJobs = () =>
  useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.get<TDeadJobsReply>('/api/admin/jobs/dead', { signal }) });

export function useRetryDeadJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TDoneReply>(`/api/admin/jobs/${id}/retry`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
