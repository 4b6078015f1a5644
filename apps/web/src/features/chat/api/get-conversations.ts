import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Conversation } from '../lib/chat-types';

export const getConversations = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ conversations: Conversation[] }>('/api/user/chat/conversations', { signal });

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: ['chat', 'conversations', 'app'],
    queryFn: async ({ signal }) => (await getConversations({ signal })).conversations,
  });
