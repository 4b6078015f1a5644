import type { TDoneReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

type TVerifyCodeRequest = { phoneNumber: string; code: string; sessionId?: string };

/** Marks the phone verified (needed by signup). A reply without success is a failure, never a pass. */
export async function verifyCode(body: TVerifyCodeRequest) {
  const reply = await api.post<TDoneReply>('/api/verify-code', body, { auth: false });
  if (reply?.success !== true) throw new ApiError({ status: 200, message: reply?.message ?? '' });
  return reply;
}

export const useVerifyCode = () => useMutation({ mutationFn: verifyCode });
