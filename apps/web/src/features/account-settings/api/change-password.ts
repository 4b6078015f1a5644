import type { TPasswordChange, TPasswordChangedReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveTokens } from '@/lib/session';

/** Other sessions end on a password change; this one continues with the fresh tokens of the reply. */
export const changeUserPassword = (input: TPasswordChange) => api.put<TPasswordChangedReply>('/api/user/profile/password', input);

export const useChangeUserPassword = () =>
  useMutation({
    mutationFn: changeUserPassword,
    onSuccess: (reply) => saveTokens({ token: reply.access_token, refreshToken: reply.refresh_token }),
  });
