import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TSendCodeReply = { success: boolean; message: string; sessionId: string };

/** Sends the 6-digit code that verifies a phone before signup. */
export const sendVerification = ({ phoneNumber }: { phoneNumber: string }) =>
  api.post<TSendCodeReply>('/api/send-verification', { phoneNumber }, { auth: false });

export const useSendVerification = () => useMutation({ mutationFn: sendVerification });
