import type { TChatMessagesReply } from '@gamesouq/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ChatMessage } from '../lib/chat-types';

/** The thread, oldest first; reading it marks the other party's messages read (they see two ticks). */
export const getMessages = (chatId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<TChatMessagesReply>(`/api/user/chat/${encodeURIComponent(chatId)}/messages`, { signal });

export const messagesQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: queryKeys.chat.messages(chatId),
    queryFn: async ({ signal }): Promise<ChatMessage[]> => (await getMessages(chatId, { signal })).messages,
    // Live events keep an open thread current; a thread opened again is read again (and so marked read).
    staleTime: 0,
  });
