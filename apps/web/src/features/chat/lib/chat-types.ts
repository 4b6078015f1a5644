/** The shapes of the chat API and of its realtime events (server modules/chat). */

export type ChatMessage = {
  id: string;
  chat_id: string;
  sender_id: string;
  text: string;
  created_at: string;
  read: boolean;
  /** The client's id of a message it sent, echoed back so the optimistic copy is replaced. */
  message_id?: string;
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

export type TypingEvent = { chat_id: string; user_id: string; is_typing: boolean };

export type MessagesReadEvent = { chat_id: string; reader_id: string; message_ids: string[] };

export type ChatNotificationEvent = { chat_id: string; sender_id: string; sender_name: string; message: string };

export type PresenceEvent = { user_id: string; online: boolean };
