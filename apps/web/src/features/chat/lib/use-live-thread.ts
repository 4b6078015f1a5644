import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { useRealtime, useRealtimeEvent, useReconnected } from '@/lib/realtime';
import { useChatCalls } from './chat-area';
import { markMessagesRead, upsertMessage } from './message-cache';
import { useMarkChatOpen } from './open-chats';

/**
 * Keeps an open thread live: joins the chat (which marks it read) after every (re)connection and reads the thread
 * and the conversation list again then (what was sent while the socket was down never arrived as events), adds
 * arriving messages, marks them read while the page is visible, and turns one tick into two when the other party reads.
 */
export function useLiveThread({ chatId, currentUserId }: { chatId: string; currentUserId: string }) {
  const queryClient = useQueryClient();
  const calls = useChatCalls();
  const { isConnected, emit } = useRealtime();
  const hasUnreadRef = useRef(false);
  useMarkChatOpen(chatId);

  useEffect(() => {
    if (!isConnected) return;
    // Joining reads the thread on the server: the list's unread count for it is then out of date.
    emit('join_chat', { chat_id: chatId }, (reply) => {
      if (reply.success) void queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations() });
    });
    return () => emit('leave_chat', { chat_id: chatId });
  }, [isConnected, emit, chatId, queryClient]);

  useReconnected(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.messages(chatId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations() });
  });

  const readNow = () => {
    hasUnreadRef.current = false;
    void calls
      .markRead(chatId, queryClient)
      .then(() => queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations() }))
      .catch(() => undefined);
  };

  useRealtimeEvent('new_message', (message) => {
    if (message.chat_id !== chatId) return;
    upsertMessage(queryClient, message);
    if (message.sender_id === currentUserId) return;
    if (document.visibilityState === 'visible') readNow();
    else hasUnreadRef.current = true;
  });

  useRealtimeEvent('messages_read', (event) => {
    if (event.chat_id === chatId) markMessagesRead(queryClient, { chatId, ids: event.message_ids });
  });

  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && hasUnreadRef.current) readNow();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  });
}
