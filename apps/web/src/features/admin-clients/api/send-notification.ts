import type { TBroadcastSentReply, TSendNotification } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Stored for each recipient and pushed to their open sessions at once. */
export const sendNotification = (body: TSendNotification) => api.post<TBroadcastSentReply>('/api/admin/notifications', body);

export const useSendNotification = () => useMutation({ mutationFn: sendNotification });
