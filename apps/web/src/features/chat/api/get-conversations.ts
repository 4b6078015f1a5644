import type { TConversationListReply, TConversationView } from '@gamesouq/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Conversation } from '../lib/chat-types';

export const getConversations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<TConversationListReply>('/api/user/chat/conversations', { signal });

/** A shop is shown by its store name, as on its ads; anyone else by their name. */
const toConversation = ({ other_user, ...conversation }: TConversationView): Conversation => ({
  ...conversation,
  other_user: { id: other_user.id, name: other_user.storeName || other_user.name, avatar: other_user.avatar },
});

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.chat.conversationsOf('app'),
    queryFn: async ({ signal }) => (await getConversations({ signal })).conversations.map(toConversation),
  });
