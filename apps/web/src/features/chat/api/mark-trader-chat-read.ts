import type { TChatMarkedReadReply } from '@gamesouq/core';
import { api } from '@/lib/api-client';

/** Seller spec §7: PATCH /api/trader/chats/{id}/read, when a message arrives in the open thread. */
export const markTraderChatRead = (chatId: string) =>
  api.patch<TChatMarkedReadReply>(`/api/trader/chats/${encodeURIComponent(chatId)}/read`);
