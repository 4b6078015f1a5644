import type { TChangePassword } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { saveTokens } from '@/lib/session';

/** Other sessions end on a password change; this one continues with the fresh tokens of the reply. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: TChangePassword) =>
      api.put<{ msg: string; access_token: string; refresh_token: string }>('/api/admin/profile/password', body),
    onSuccess: (reply) => saveTokens({ token: reply.access_token, refreshToken: reply.refresh_token }),
  });
