import type { TChatMessageReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import type { ChatMessage } from '../lib/chat-types';
import { addPendingMessage, removeMessage, upsertMessage } from '../lib/message-cache';

type SendInput = { chatId: string; text: string; senderId: string; messageId: string };

/** `message_id` is the optimistic copy's id: the server echoes it in its reply and in `new_message`. */
export const sendMessage = ({ chatId, text, messageId }: Pick<SendInput, 'chatId' | 'text' | 'messageId'>) =>
  api.post<TChatMessageReply>(`/api/user/chat/${encodeURIComponent(chatId)}/send`, { message: text, message_id: messageId });

type Send = (input: Pick<SendInput, 'chatId' | 'text' | 'messageId'>) => Promise<{ message: ChatMessage }>;

/**
 * Sends optimistically through the area's call (`send`: general, trader or admin family): the message shows at once,
 * is replaced by the server's, and is removed if sending fails.
 */
export function useSendMessage(send: Send = sendMessage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SendInput) => send(input),
    onMutate: ({ chatId, text, senderId, messageId }: SendInput) => {
      addPendingMessage(queryClient, {
        id: messageId,
        message_id: messageId,
        chat_id: chatId,
        sender_id: senderId,
        text,
        created_at: new Date().toISOString(),
        read: false,
        isPending: true,
      });
    },
    onSuccess: ({ message }) => upsertMessage(queryClient, message),
    onError: (_error, { chatId, messageId }) => removeMessage(queryClient, { chatId, id: messageId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations() }),
  });
}
