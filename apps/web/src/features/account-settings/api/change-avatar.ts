import type { TAvatarReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const changeAvatar = (file: File) => {
  const form = new FormData();
  form.append('avatar', file);
  return api.put<TAvatarReply>('/api/user/profile/avatar', form);
};

export function useChangeAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.profile() }),
  });
}
