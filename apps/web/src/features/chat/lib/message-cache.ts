import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import type { ChatMessage } from './chat-types';

function update(queryClient: QueryClient, chatId: string, change: (messages: ChatMessage[]) => ChatMessage[]) {
  queryClient.setQueryData<ChatMessage[]>(queryKeys.chat.messages(chatId), (messages) => (messages ? change(messages) : messages));
}

/**
 * Puts a message from the server into its thread: it replaces the optimistic copy with the same client id, is
 * ignored when already there (the HTTP reply and the socket echo both bring it), and is appended otherwise.
 */
export function upsertMessage(queryClient: QueryClient, message: ChatMessage) {
  update(queryClient, message.chat_id, (messages) => {
    if (messages.some((m) => m.id === message.id)) {
      return messages.filter((m) => !(message.message_id && m.id === message.message_id));
    }
    const pendingIndex = message.message_id ? messages.findIndex((m) => m.id === message.message_id) : -1;
    if (pendingIndex === -1) return [...messages, message];
    return messages.map((m, index) => (index === pendingIndex ? message : m));
  });
}

export function addPendingMessage(queryClient: QueryClient, message: ChatMessage) {
  update(queryClient, message.chat_id, (messages) => [...messages, message]);
}

export function removeMessage(queryClient: QueryClient, { chatId, id }: { chatId: string; id: string }) {
  update(queryClient, chatId, (messages) => messages.filter((m) => m.id !== id));
}

/** Two ticks on the messages the other party has read. */
export function markMessagesRead(queryClient: QueryClient, { chatId, ids }: { chatId: string; ids: string[] }) {
  const read = new Set(ids);
  update(queryClient, chatId, (messages) => messages.map((m) => (read.has(m.id) ? { ...m, read: true } : m)));
}
