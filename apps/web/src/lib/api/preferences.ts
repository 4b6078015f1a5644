import { DEFAULT_PREFERENCES, type TPreferences } from '@gamesouq/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { updatePreferences } from './update-preferences';

/** Preferences of Account Settings and of the trader Settings; a failed load falls back to the defaults silently (seller §8). */
export const getPreferences = ({ signal }: { signal?: AbortSignal } = {}) =>
  api
    .get<{ preferences: TPreferences }>('/api/user/preferences', { signal })
    .then((reply) => reply.preferences)
    .catch(() => DEFAULT_PREFERENCES);

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings.preferences(), queryFn: ({ signal }) => getPreferences({ signal }) });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (reply) => queryClient.setQueryData(preferencesQueryOptions().queryKey, reply.preferences),
  });
}
