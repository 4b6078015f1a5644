import type { TChatMessageReply } from '@gamesouq/core';
import { api } from '@/lib/api-client';

/** Seller spec §7: POST /api/trader/chats/{id}/messages with message; the answer carries message. */
export const sendTraderMessage = ({ chatId, text, messageId }: { chatId: string; text: string; messageId: string }) =>
  api.post<TChatMessageReply>(`/api/trader/chats/${encodeURIComponent(chatId)}/messages`, { message: text, message_id: messageId });
