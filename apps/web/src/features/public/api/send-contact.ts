import type { TContactRequest } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Stores the message for the support team (listed for admins). */
export const sendContact = (body: TContactRequest) =>
  api.post<{ success: boolean; message: string }>('/api/contact', body, { auth: false });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
