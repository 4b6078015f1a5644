import type { TAuthReply, TTwoFactorChallenge, TTwoFactorVerify } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The second step of a password sign-in with two-factor on: the code sent by SMS finishes it. */
export const verifyTwoFactor = (body: TTwoFactorVerify) => api.post<TAuthReply>('/api/user/auth/login/verify', body, { auth: false });

export const useVerifyTwoFactor = () => useMutation({ mutationFn: verifyTwoFactor });

/** A new code for the sign-in in progress; the reply carries the sign-in's new token. */
export const resendTwoFactor = (twoFactorToken: string) =>
  api.post<TTwoFactorChallenge>('/api/user/auth/login/resend', { twoFactorToken }, { auth: false });
