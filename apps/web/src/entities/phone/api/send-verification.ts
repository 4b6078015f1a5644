import type { TCodeSentReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the 6-digit code that verifies a phone before signup. */
export const sendVerification = ({ phoneNumber }: { phoneNumber: string }) =>
  api.post<TCodeSentReply>('/api/send-verification', { phoneNumber }, { auth: false });

export const useSendVerification = () => useMutation({ mutationFn: sendVerification });
