import type { TRecoveryVerifiedReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/** Trades the 4-digit recovery code for a short-lived reset token. */
export async function recoverVerify(body: { emailOrPhone: string; code: string }) {
  const reply = await api.post<TRecoveryVerifiedReply>('/api/auth/recover/verify', body, {
    auth: false,
  });
  if (reply?.success !== true || !reply.resetToken) throw new ApiError({ status: 200, message: reply?.message ?? '' });
  return { resetToken: reply.resetToken };
}

export const useRecoverVerify = () => useMutation({ mutationFn: recoverVerify });
