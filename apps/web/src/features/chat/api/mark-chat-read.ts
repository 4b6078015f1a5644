import type { TChatMarkedReadReply } from '@gamesouq/core';
import { api } from '@/lib/api-client';

/** Marks the other party's messages read (they see two ticks); used when a message arrives in an open thread. */
export const markChatRead = (chatId: string) => api.put<TChatMarkedReadReply>(`/api/user/chats/${encodeURIComponent(chatId)}/read`);
