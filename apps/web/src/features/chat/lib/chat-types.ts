import type { TChatMessageView } from '@gamesouq/core';

/** The shapes of the chat API (server modules/chat); its realtime events' payloads are core's (socket-events). */

/** A message in the fields this client reads (`message_id`: the client's id of a message it sent, echoed back). */
export type ChatMessage = Pick<
  TChatMessageView,
  'id' | 'chat_id' | 'sender_id' | 'text' | 'created_at' | 'read' | 'message_id' | 'offer'
> & {
  /** Only on this client's copy while the send is under way. */
  isPending?: boolean;
};

/** A conversation as the list shows it; the trader and admin families' forms are mapped to it. */
export type Conversation = {
  id: string;
  /** `avatar`: the uploaded picture, null when there is none or the profile is private. */
  other_user: { id: string; name: string; avatar?: string | null };
  product: { id: string; title: string; image: string; price: number | null } | null;
  last_message: { text: string; created_at: string } | null;
  updated_at: string;
  unread_count: number;
  /** Admin Chat only: whether the user has the app open now. */
  isOnline?: boolean;
};
