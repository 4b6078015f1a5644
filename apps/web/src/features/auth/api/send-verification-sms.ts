import type { TCodeSentReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the 6-digit sign-in code of the OTP screen; the reply's sessionId goes with the code. */
export const sendVerificationSms = ({ phoneNumber }: { phoneNumber: string }) =>
  api.post<TCodeSentReply>('/api/send-verification-sms', { phoneNumber }, { auth: false });

export const useSendVerificationSms = () => useMutation({ mutationFn: sendVerificationSms });
