import type { TAdminChatMessagesReply } from '@gamesouq/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ChatMessage } from '../lib/chat-types';

/** Admin spec §7: GET /api/admin/chats/{id}/messages returns the list of messages (and reads them). */
export const getAdminMessages = (chatId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<TAdminChatMessagesReply>(`/api/admin/chats/${encodeURIComponent(chatId)}/messages`, { signal });

export const adminMessagesQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: queryKeys.chat.messages(chatId),
    queryFn: ({ signal }): Promise<ChatMessage[]> => getAdminMessages(chatId, { signal }),
    staleTime: 0,
  });
