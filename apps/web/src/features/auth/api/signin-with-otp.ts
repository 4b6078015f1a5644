import type { TAuthReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

type TSigninWithOtpRequest = { phoneNumber: string; code: string; sessionId?: string };

export async function signinWithOtp(body: TSigninWithOtpRequest) {
  const reply = await api.post<TAuthReply>('/api/signin-with-otp', body, { auth: false });
  if (!reply?.user) throw new ApiError({ status: 200, message: reply?.message ?? '' });
  return reply;
}

export const useSigninWithOtp = () => useMutation({ mutationFn: signinWithOtp });
