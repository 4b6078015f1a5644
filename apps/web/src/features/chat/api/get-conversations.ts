import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { Conversation } from '../lib/chat-types';

/** The general family's form of a conversation: the other party also carries the store name of a shop. */
type AppConversation = Omit<Conversation, 'other_user'> & {
  other_user: { id: string; name: string; storeName?: string; avatar?: string | null };
};

export const getConversations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ conversations: AppConversation[] }>('/api/user/chat/conversations', { signal });

/** A shop is shown by its store name, as on its ads; anyone else by their name. */
const toConversation = ({ other_user, ...conversation }: AppConversation): Conversation => ({
  ...conversation,
  other_user: { id: other_user.id, name: other_user.storeName || other_user.name, avatar: other_user.avatar ?? null },
});

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.chat.conversationsOf('app'),
    queryFn: async ({ signal }) => (await getConversations({ signal })).conversations.map(toConversation),
  });
