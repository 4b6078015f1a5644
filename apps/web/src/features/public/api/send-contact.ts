import type { TContactRequest, TDoneReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Stores the message for the support team (listed for admins). */
export const sendContact = (body: TContactRequest) => api.post<TDoneReply>('/api/contact', body, { auth: false });

export const useSendContact = () => useMutation({ mutationFn: sendContact });
