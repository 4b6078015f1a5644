import { useEffect } from 'react';

/** The threads on screen now: a chat toast about one of them would only repeat what the user is reading. */
const openChats = new Map<string, number>();

export function isChatOpen(chatId: string) {
  return (openChats.get(chatId) ?? 0) > 0 && document.visibilityState === 'visible';
}

export function useMarkChatOpen(chatId: string) {
  useEffect(() => {
    openChats.set(chatId, (openChats.get(chatId) ?? 0) + 1);
    return () => {
      const count = (openChats.get(chatId) ?? 1) - 1;
      if (count > 0) openChats.set(chatId, count);
      else openChats.delete(chatId);
    };
  }, [chatId]);
}
