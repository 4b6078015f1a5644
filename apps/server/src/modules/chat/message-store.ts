import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { newId } from '../../lib/ids.js';
import { notificationsInStatement, type storedNotificationView } from '../notifications/index.js';
import { conversations, messages } from './tables.js';

/** A message to store: its sender's name titles the receiver's notification, and `preview` is its text shortened. */
export type NewMessage = { conversationId: string; senderId: string; senderName: string; text: string; preview: string };

/** A stored message as the statement returns it (raw rows: snake_case, times as text). */
export type StoredMessage = {
  id: string;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: string | Date;
  other_id: string;
  notification: Parameters<typeof storedNotificationView>[0];
};

/** Messages in one statement at most. */
const MESSAGES_PER_STATEMENT = 100;

type Waiting = { message: NewMessage; resolve: (stored: StoredMessage | undefined) => void; reject: (error: unknown) => void };

/**
 * Stores chat messages, each answered with its stored row, or undefined when its sender is not a party of its
 * conversation. One statement of messages runs at a time in a process: a message sent while none runs is stored at
 * once, alone; messages sent while one runs are stored together by the next (ADR 057). Under load many senders'
 * messages share one round trip and one commit; at rest a message waits for nothing. One at a time also keeps each
 * socket's messages in the order sent, which two statements running side by side would not (either may start first).
 * If a statement of several fails, its messages are tried again one by one, so that one cannot fail another's send.
 */
export function createMessageStore(db: Db) {
  let waiting: Waiting[] = [];
  let isRunning = false;

  const store = async (batch: Waiting[]) => {
    try {
      const rows = await storeMessages(
        db,
        batch.map((entry) => entry.message),
      );
      const stored = new Map(rows.map(({ key, row }) => [key, row]));
      for (const [index, entry] of batch.entries()) entry.resolve(stored.get(index));
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const entry of batch) await store([entry]);
    }
  };

  const next = async () => {
    if (isRunning) return;
    isRunning = true;
    while (waiting.length > 0) {
      const batch = waiting.slice(0, MESSAGES_PER_STATEMENT);
      waiting = waiting.slice(MESSAGES_PER_STATEMENT);
      await store(batch);
    }
    isRunning = false;
  };

  return (message: NewMessage) =>
    new Promise<StoredMessage | undefined>((resolve, reject) => {
      waiting.push({ message, resolve, reject });
      void next();
    });
}

export type MessageStore = ReturnType<typeof createMessageStore>;

/**
 * One statement for all the messages given, so one round trip and one commit: for each, it checks that the sender is
 * still a party (read from the conversation on every message, so a removed party stops at once), stores the message,
 * moves the conversation up, and stores the receiver's notification with its Web Push job. Its text is the same for
 * any number of messages, so it is prepared (ADR 051): planned once per connection.
 */
async function storeMessages(db: Db, batch: NewMessage[]) {
  const column = (values: string[]) => sql`${sql.param(values)}::text[]`;
  const notice = notificationsInStatement(
    {
      id: sql`party.notification_id`,
      userId: sql`party.other_id`,
      type: 'chat',
      title: sql`party.title`,
      message: sql`party.preview`,
      data: sql`json_build_object('chatId', party.conversation_id, 'chat_id', party.conversation_id, 'buyer_id', party.sender_id,
        'buyer_name', party.sender_name, 'message', party.preview)`,
    },
    sql`party`,
  );
  const rows = await preparedQuery<StoredMessage & { position: string }>(
    db,
    sql`
    with input as (
      select * from unnest(${column(batch.map(newId))}, ${column(batch.map((m) => m.conversationId))},
        ${column(batch.map((m) => m.senderId))}, ${column(batch.map((m) => m.text))}, ${column(batch.map(newId))},
        ${column(batch.map((m) => m.senderName))}, ${column(batch.map((m) => `New message from ${m.senderName || 'a user'}`))},
        ${column(batch.map((m) => m.preview))})
        with ordinality as input(id, conversation_id, sender_id, body, notification_id, sender_name, title, preview, position)
    ), party as (
      -- The conversations are locked in id order, so that two processes' statements moving the same ones up cannot
      -- deadlock.
      select input.*, case when c.user_a = input.sender_id then c.user_b else c.user_a end as other_id
      from input join ${conversations} c on c.id = input.conversation_id and input.sender_id in (c.user_a, c.user_b)
      order by c.id for no key update of c
    ), posted as (
      -- A microsecond apart in the order they were sent: a conversation's messages are read by their time.
      insert into ${messages} (id, conversation_id, sender_id, body, created_at)
      select id, conversation_id, sender_id, body, now() + (position - 1) * interval '1 microsecond' from party
      returning id, conversation_id, sender_id, body, created_at
    ), moved as (
      update ${conversations} c set last_message_at = latest.at
      from (select conversation_id, max(created_at) as at from posted group by conversation_id) latest
      where c.id = latest.conversation_id
    ), ${notice.ctes}
    select posted.*, party.other_id, party.position, ${notice.notificationOf(sql`party.notification_id`)} as notification,
      ${notice.pushJobs} as push_jobs
    from posted join party on party.id = posted.id`,
  );
  return rows.map(({ position, ...row }) => ({ key: Number(position) - 1, row }));
}
