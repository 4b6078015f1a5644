import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { AppArea } from '@/lib/app-area';
import type { TFunction } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { adminChatsQueryOptions } from '../api/get-admin-chats';
import { adminMessagesQueryOptions, getAdminMessages } from '../api/get-admin-messages';
import { conversationsQueryOptions } from '../api/get-conversations';
import { messagesQueryOptions } from '../api/get-messages';
import { traderChatsQueryOptions } from '../api/get-trader-chats';
import { traderMessagesQueryOptions } from '../api/get-trader-messages';
import { markChatRead } from '../api/mark-chat-read';
import { markTraderChatRead } from '../api/mark-trader-chat-read';
import { sendAdminMessage } from '../api/send-admin-message';
import { sendMessage } from '../api/send-message';
import { sendTraderMessage } from '../api/send-trader-message';
import type { ChatMessage, Conversation } from './chat-types';
import { formatAdminChatTime, formatChatTime, formatTraderChatTime } from './format-chat-time';

/**
 * What differs between the chat of the general area (buyer and seller spec), the trader panel (seller spec §2.15,
 * §7) and Admin Chat (admin spec): the API family each calls, and how times read. Texts are chosen by area in the
 * components.
 */
export type ChatCalls = {
  area: AppArea;
  conversations: () => UseQueryOptions<Conversation[], Error, Conversation[], ReturnType<typeof queryKeys.chat.conversationsOf>>;
  messages: (chatId: string) => UseQueryOptions<ChatMessage[], Error, ChatMessage[], ReturnType<typeof queryKeys.chat.messages>>;
  send: (input: { chatId: string; text: string; messageId: string }) => Promise<{ message: ChatMessage }>;
  /** Marks the thread read when a message arrives while it is on screen. */
  markRead: (chatId: string, queryClient: QueryClient) => Promise<unknown>;
  formatTime: (value: string, language: string, t: TFunction) => string;
};

const CALLS: Record<AppArea, ChatCalls> = {
  app: {
    area: 'app',
    conversations: conversationsQueryOptions,
    messages: messagesQueryOptions,
    send: sendMessage,
    markRead: (chatId) => markChatRead(chatId),
    formatTime: (value, language) => formatChatTime(value, language),
  },
  trader: {
    area: 'trader',
    conversations: traderChatsQueryOptions,
    messages: traderMessagesQueryOptions,
    send: sendTraderMessage,
    markRead: (chatId) => markTraderChatRead(chatId),
    formatTime: formatTraderChatTime,
  },
  admin: {
    area: 'admin',
    conversations: adminChatsQueryOptions,
    messages: adminMessagesQueryOptions,
    send: sendAdminMessage,
    // The admin family has no read call: reading the thread (GET) marks it read, and brings the server's copy
    // (sends still under way stay on screen).
    markRead: async (chatId, queryClient) => {
      const messages = await getAdminMessages(chatId);
      queryClient.setQueryData<ChatMessage[]>(queryKeys.chat.messages(chatId), (current = []) => [
        ...messages,
        ...current.filter((message) => message.isPending),
      ]);
    },
    formatTime: (value, language) => formatAdminChatTime(value, language),
  },
};

const ChatAreaContext = createContext<ChatCalls>(CALLS.app);

export function ChatAreaProvider({ area, children }: { area: AppArea; children: React.ReactNode }) {
  return <ChatAreaContext value={CALLS[area]}>{children}</ChatAreaContext>;
}

/** The calls and formats of the chat area the component is in (the general area outside any provider). */
export function useChatCalls() {
  return useContext(ChatAreaContext);
}
