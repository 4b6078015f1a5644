import type { TChatMessagesReply } from '@gamesouq/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ChatMessage } from '../lib/chat-types';

/** A customer chat's thread in the trader panel (seller spec §7: GET /api/trader/chats/{id}/messages), oldest first. */
export const getTraderMessages = (chatId: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get<TChatMessagesReply>(`/api/trader/chats/${encodeURIComponent(chatId)}/messages`, { signal });

export const traderMessagesQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: queryKeys.chat.messages(chatId),
    queryFn: async ({ signal }): Promise<ChatMessage[]> => (await getTraderMessages(chatId, { signal })).messages,
    staleTime: 0,
  });
