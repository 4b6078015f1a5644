import type { TAdminChatListReply } from '@gamesouq/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Conversation } from '../lib/chat-types';

/** Admin spec §7: GET /api/admin/chats returns a list of conversations. */
export const getAdminChats = ({ signal }: { signal?: AbortSignal } = {}) => api.get<TAdminChatListReply>('/api/admin/chats', { signal });

export const adminChatsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.chat.conversationsOf('admin'),
    queryFn: async ({ signal }): Promise<Conversation[]> =>
      (await getAdminChats({ signal })).map((chat) => ({
        id: chat.id,
        other_user: { id: chat.userId, name: chat.userName, avatar: chat.avatar },
        product: null,
        last_message: chat.lastMessage ? { text: chat.lastMessage, created_at: chat.lastMessageTime } : null,
        updated_at: chat.lastMessageTime,
        unread_count: chat.unreadCount,
        isOnline: chat.isOnline,
      })),
  });

/** A `presence` event: the user's first socket arrived or their last one left. */
export function setPresence(chats: Conversation[] | undefined, { userId, isOnline }: { userId: string; isOnline: boolean }) {
  return chats?.map((chat) => (chat.other_user.id === userId ? { ...chat, isOnline } : chat));
}
