import { useEffect, useRef, useState } from 'react';
import { useRealtime, useRealtimeEvent } from '@/lib/realtime';

/** Seller spec §4 and §9: typing_stop after 1 second without input. */
const TYPING_IDLE_MS = 1000;
/** A lost typing_stop (the other side went away) must not leave "typing..." on screen. */
const TYPING_SHOWN_MAX_MS = 5000;

/** Tells the other party while this user types in `chatId`. */
export function useTypingSignal(chatId: string) {
  const { emit } = useRealtime();
  const isTypingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = () => {
    clearTimeout(timerRef.current);
    if (!isTypingRef.current) return;
    isTypingRef.current = false;
    emit('typing_stop', { chat_id: chatId });
  };

  const onInput = () => {
    if (!isTypingRef.current) {
      isTypingRef.current = true;
      emit('typing_start', { chat_id: chatId });
    }
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(stop, TYPING_IDLE_MS);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: leaving a thread ends its typing, once per chat.
  useEffect(() => stop, [chatId]);

  return { onInput, stop };
}

/** The chats whose other party is typing now. */
export function useTypingChats(currentUserId: string): ReadonlySet<string> {
  const [typing, setTyping] = useState<ReadonlySet<string>>(new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  const set = (chatId: string, isTyping: boolean) => {
    clearTimeout(timers.current.get(chatId));
    if (isTyping)
      timers.current.set(
        chatId,
        setTimeout(() => set(chatId, false), TYPING_SHOWN_MAX_MS),
      );
    setTyping((current) => {
      if (current.has(chatId) === isTyping) return current;
      const next = new Set(current);
      if (isTyping) next.add(chatId);
      else next.delete(chatId);
      return next;
    });
  };

  useRealtimeEvent('typing', (event) => set(event.chat_id, event.is_typing));
  // Their message has arrived: they stopped typing it.
  useRealtimeEvent('new_message', (message) => {
    if (message.sender_id !== currentUserId) set(message.chat_id, false);
  });
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  return typing;
}
