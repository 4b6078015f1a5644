import type { TSecurityReply, TSecuritySettings, TSecurityView } from '@gamesouq/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export type SecuritySettings = TSecurityView;

const DEFAULT_SECURITY: SecuritySettings = { twoFactorEnabled: false, loginAlerts: true, sessionTimeout: 30, passwordLastChanged: null };

/** Security settings; a failed load falls back to the defaults silently (seller §8). */
export const getSecuritySettings = ({ signal }: { signal?: AbortSignal } = {}) =>
  api
    .get<TSecurityReply>('/api/user/security', { signal })
    .then((reply) => reply.security)
    .catch(() => DEFAULT_SECURITY);

export const securityQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.security(), queryFn: ({ signal }) => getSecuritySettings({ signal }) });

export const useSecuritySettings = () => useQuery(securityQueryOptions());

export const updateSecuritySettings = (settings: TSecuritySettings) => api.put<TSecurityReply>('/api/user/security', settings);

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    onSuccess: (reply) => queryClient.setQueryData(securityQueryOptions().queryKey, reply.security),
  });
}
