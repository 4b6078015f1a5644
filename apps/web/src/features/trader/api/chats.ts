import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TraderChat = {
  id: string;
  buyer: { id: string; name: string; avatar: string | null };
  lastMessage: string;
  lastMessageTime: string;
  unread_count: number;
  product: { title: string; image: string; price: number } | null;
};

export type ChatMessage = {
  id: string;
  chat_id: string;
  sender_id: string;
  text: string;
  created_at: string;
  isRead?: boolean;
  isPending?: boolean;
};

/** Chats refresh every few seconds: the panel's realtime link belongs to the chat screens' socket client. */
const REFRESH_MS = 5000;

export const getChats = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ chats: TraderChat[] }>('/api/trader/chats', { signal }).then((reply) => reply.chats);

export const chatsQueryOptions = () =>
  queryOptions({ queryKey: ['trader', 'chats'], queryFn: ({ signal }) => getChats({ signal }), refetchInterval: REFRESH_MS });

export const useChats = () => useQuery(chatsQueryOptions());

export const getMessages = ({ chatId, signal }: { chatId: string; signal?: AbortSignal }) =>
  api
    .get<{ messages: ChatMessage[] }>(`/api/trader/chats/${encodeURIComponent(chatId)}/messages`, { signal })
    .then((reply) => reply.messages);

export const messagesQueryOptions = (chatId: string) =>
  queryOptions({
    queryKey: ['trader', 'chats', chatId, 'messages'],
    queryFn: ({ signal }) => getMessages({ chatId, signal }),
    refetchInterval: REFRESH_MS,
  });

export const useMessages = (chatId: string | null) => useQuery({ ...messagesQueryOptions(chatId ?? ''), enabled: chatId !== null });

export const markChatRead = (chatId: string) => api.patch(`/api/trader/chats/${encodeURIComponent(chatId)}/read`);

export const useMarkChatRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['trader', 'chats'], exact: true }),
    onError: (error) => console.error(error),
  });
};

export const sendMessage = ({ chatId, text, clientId }: { chatId: string; text: string; clientId: string }) =>
  api
    .post<{ message: ChatMessage }>(`/api/trader/chats/${encodeURIComponent(chatId)}/messages`, { message: text, message_id: clientId })
    .then((reply) => reply.message);
