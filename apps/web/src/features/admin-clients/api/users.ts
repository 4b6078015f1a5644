import type { TClientActionReply, TClientChangedReply, TClientListReply, TClientProfileView, TClientView } from '@gamesouq/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type Client = TClientView;
export type ClientProfile = TClientProfileView;
export type UsersQuery = { type: 'all' | 'person' | 'store'; sort: 'date' | 'name' | 'type'; search: string };
export type UserAction = 'view' | 'message' | 'suspend' | 'unsuspend';

export const adminUsersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.users.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ type: query.type, sort: query.sort });
      if (query.search.trim()) params.set('search', query.search.trim());
      return api.get<TClientListReply>(`/api/admin/users?${params}`, { signal });
    },
    // While a new search loads, the rows (and a row's open menu) stay as they were instead of a loading state.
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (query: UsersQuery) => useQuery(adminUsersQueryOptions(query));

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, reason }: { id: string; action: UserAction; reason?: string }) =>
      api.post<TClientActionReply>(`/api/admin/users/${id}/${action}`, reason ? { reason } : {}),
    onSuccess: (_reply, { action }) => {
      if (action === 'suspend' || action === 'unsuspend') void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() });
    },
  });
}

export type NewMember = { name: string; email: string; phone?: string; password: string; role: 'user' | 'trader' | 'admin' };

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: NewMember) => api.post<TClientChangedReply>('/api/admin/users', member),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() }),
  });
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: NewMember['role'] }) =>
      api.patch<TClientChangedReply>(`/api/admin/users/${id}/role`, { role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.all() }),
  });
}
