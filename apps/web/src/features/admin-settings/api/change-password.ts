import type { TChangePassword, TPasswordChangedReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveTokens } from '@/lib/session';

/** Other sessions end on a password change; this one continues with the fresh tokens of the reply. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: TChangePassword) => api.put<TPasswordChangedReply>('/api/admin/profile/password', body),
    onSuccess: (reply) => saveTokens({ token: reply.access_token, refreshToken: reply.refresh_token }),
  });
