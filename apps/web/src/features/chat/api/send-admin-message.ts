import type { TChatMessageReply } from '@gamesouq/core';
import { api } from '@/lib/api-client';

/** Admin spec §7: POST /api/admin/chats/{id}/messages with message; the answer's message is the created message. */
export const sendAdminMessage = ({ chatId, text, messageId }: { chatId: string; text: string; messageId: string }) =>
  api.post<TChatMessageReply>(`/api/admin/chats/${encodeURIComponent(chatId)}/messages`, { message: text, message_id: messageId });
