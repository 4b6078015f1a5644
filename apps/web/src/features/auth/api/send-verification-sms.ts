import { useMutation } from '@tanstack/react-query';
import type { TSendCodeReply } from '@/entities/phone/api/send-verification';
import { api } from '@/lib/api-client';

/** Sends the 6-digit sign-in code of the OTP screen; the reply's sessionId goes with the code. */
export const sendVerificationSms = ({ phoneNumber }: { phoneNumber: string }) =>
  api.post<TSendCodeReply>('/api/send-verification-sms', { phoneNumber }, { auth: false });

export const useSendVerificationSms = () => useMutation({ mutationFn: sendVerificationSms });
