import type { TTraderChatListReply, TTraderChatView } from '@gamesouq/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Conversation } from '../lib/chat-types';

/** The trader's customer chats with unread counts (seller spec §7: GET /api/trader/chats). */
export const getTraderChats = ({ signal }: { signal?: AbortSignal } = {}) => api.get<TTraderChatListReply>('/api/trader/chats', { signal });

export const toConversation = (chat: TTraderChatView): Conversation => ({
  id: chat.id,
  other_user: { id: chat.buyer.id, name: chat.buyer.name, avatar: chat.buyer.avatar },
  product: chat.product,
  last_message: chat.lastMessage ? { text: chat.lastMessage, created_at: chat.lastMessageTime } : null,
  updated_at: chat.lastMessageTime,
  unread_count: chat.unread_count,
});

export const traderChatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.chat.conversationsOf('trader'),
    queryFn: async ({ signal }) => (await getTraderChats({ signal })).chats.map(toConversation),
  });
