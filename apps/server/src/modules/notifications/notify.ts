import { type NOTIFICATION_TYPES, pushTopicOf, type TNotificationsReply, type TNotificationView } from '@gamesouq/core';
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Realtime } from '../../plugins/realtime.js';
import { notificationDeliverySql, usersWithoutPush } from '../users/index.js';
import { queueWebPush, WEB_PUSH_TASK } from './push-queue.js';
import { notifications, pushSubscriptions } from './tables.js';

type Notification = typeof notifications.$inferSelect;
type Type = (typeof NOTIFICATION_TYPES)[number];

/** A notification as both clients read it (buyer §3 and the trader panel's form). */
export function toNotificationView(row: Notification): TNotificationView {
  const isRead = row.readAt !== null;
  const actionUrl = row.data.orderId
    ? `/orders/${row.data.orderId}`
    : row.data.chatId
      ? `/chat?chat_id=${row.data.chatId}`
      : row.data.productId
        ? `/product/${row.data.productId}`
        : row.data.event === 'saved_search_digest'
          ? '/saved-searches'
          : null;
  return {
    id: row.id,
    type: row.type,
    notification_type: row.type,
    title: row.title,
    message: row.message,
    orderId: row.data.orderId ?? null,
    chatId: row.data.chatId ?? null,
    productId: row.data.productId ?? null,
    data: row.data,
    isRead,
    read: isRead,
    actionUrl,
    timestamp: row.createdAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

type NewNotification = {
  userId: string;
  type: Type;
  title: string;
  message: string;
  data?: Record<string, string>;
  /** Set when an event causes it: the same key again (the event delivered twice) stores and pushes nothing. */
  eventKey?: string;
};

/** The stored notification as the statement below returns it: the row in the table's own field names, times as text. */
type StoredRow = Omit<Notification, 'createdAt' | 'readAt' | 'mailedAt' | 'data'> & {
  createdAt: string | Date;
  data: Notification['data'] | string;
  isPushed: boolean;
};

/**
 * Notifications whose fields another statement decides: SQL over the rows of that statement's `source`, one
 * notification per row. `id` is each row's new notification id, which the caller finds its notification by.
 */
type NotificationsInStatement = {
  id: SQL;
  userId: SQL;
  type: Type;
  title: SQL;
  message: SQL;
  /** A JSON object of strings. */
  data: SQL;
  eventKey?: string;
};

/**
 * Notifications stored by the caller's own statement, so that the rows they belong to (chat messages) and their
 * notifications commit in one round trip: common table expressions to put in its `with` (`notified`, and
 * `push_queued`, the Web Push jobs of users with a device subscribed), stored for each row of the caller's CTE
 * `source` whose user's preferences keep it; `notificationOf(id)`, the column of one row's notification (JSON, or
 * null), which `storedNotificationView` reads; and `pushJobs`, a column the statement must select for the jobs to be
 * queued. Only this module writes its tables: the SQL is written here.
 */
export function notificationsInStatement({ id, userId, type, title, message, data, eventKey }: NotificationsInStatement, source?: SQL) {
  const { isKept } = notificationDeliverySql({ userId, type });
  // The returned row's own user_id, not the source's: a returning list sees only the inserted row.
  const { isPushed } = notificationDeliverySql({ userId: sql`${notifications}.user_id`, type });
  const ctes = sql`notified as (
      insert into ${notifications} (id, user_id, type, title, message, data, event_key)
      select ${id}, ${userId}, ${type}, ${title}, ${message}, (${data})::jsonb, ${eventKey ?? null}::text
      ${source ? sql`from ${source}` : sql``} where ${isKept}
      on conflict (event_key) do nothing
      returning id, user_id as "userId", type, title, message, data, event_key as "eventKey", created_at as "createdAt", ${isPushed} as "isPushed"
    ), push_queued as (
      select graphile_worker.add_job(${WEB_PUSH_TASK}, json_build_object('notificationId', notified.id), job_key => 'web_push:' || notified.id) as job
      from notified where exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = notified."userId")
    )`;
  return {
    ctes,
    notificationOf: (notificationId: SQL) => sql`(select row_to_json(notified) from notified where notified.id = ${notificationId})`,
    // push_queued is a plain select, which PostgreSQL runs only when the statement reads it.
    pushJobs: sql`(select count(job) from push_queued)`,
  };
}

/** What clients are pushed of a notification stored by `notificationsInStatement`, and whether to push it; null if none. */
export function storedNotificationView(stored: StoredRow | string | null | undefined) {
  if (!stored) return null;
  const row: StoredRow = typeof stored === 'string' ? JSON.parse(stored) : stored;
  const { isPushed, createdAt, data, ...fields } = row;
  const notification: Notification = {
    ...fields,
    data: typeof data === 'string' ? JSON.parse(data) : data,
    createdAt: new Date(createdAt),
    readAt: null,
    mailedAt: null,
  };
  return { view: toNotificationView(notification), isPushed };
}

/**
 * Stores a notification (inside the caller's transaction when it has one) and returns what clients are pushed and
 * whether to push it; null when the user turned this kind of notification off in their preferences. The preferences
 * are read by the insert itself; its Web Push to the user's devices is queued by the same statement (send-push.ts
 * decides then by the preferences).
 */
export async function storeNotification(db: DbOrTx, { userId, ...notification }: NewNotification) {
  const id = sql`${newId()}::text`;
  const { ctes, notificationOf, pushJobs } = notificationsInStatement({
    ...notification,
    id,
    userId: sql`${userId}`,
    title: sql`${notification.title}`,
    message: sql`${notification.message}`,
    data: sql`${JSON.stringify(notification.data ?? {})}`,
  });
  const stored = await db.execute<{ notification: StoredRow | null }>(
    sql`with ${ctes} select ${notificationOf(id)} as notification, ${pushJobs} as push_jobs`,
  );
  return storedNotificationView(stored.rows[0]?.notification);
}

/** Stores a notification, then pushes it to the user's connected clients, as their preferences allow. */
export async function notify(db: DbOrTx, realtime: Realtime, notification: NewNotification) {
  const stored = await storeNotification(db, notification);
  if (stored?.isPushed) realtime.toUser(notification.userId, 'notification', stored.view);
  return stored?.view ?? null;
}

/** One notification to many users in one insert, each pushed to that user's clients (admin broadcasts). */
export async function notifyMany(
  db: DbOrTx,
  realtime: Realtime,
  {
    userIds,
    type,
    title,
    message,
    data = {},
    eventId,
  }: { userIds: string[]; type: Type; title: string; message: string; data?: Record<string, string>; eventId: string },
) {
  if (userIds.length === 0) return;
  const rows = await db
    .insert(notifications)
    .values(userIds.map((userId) => ({ id: newId(), userId, type, title, message, data, eventKey: `${eventId}:${userId}` })))
    .onConflictDoNothing({ target: notifications.eventKey })
    .returning();
  // The admins' announcements to everyone or a group never go to devices (promotional): no job for each recipient.
  if (pushTopicOf(type, data)) {
    await queueWebPush(
      db,
      rows.map((row) => row.id),
    );
  }
  const quiet = await usersWithoutPush(db, userIds);
  for (const row of rows) if (!quiet.has(row.userId)) realtime.toUser(row.userId, 'notification', toNotificationView(row));
}

export async function listNotifications(
  db: DbOrTx,
  { userId, page = 1, limit = 20 }: { userId: string; page?: number; limit?: number },
): Promise<Omit<TNotificationsReply, 'success'>> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  const totalItems = counts[0]?.total ?? 0;
  return {
    notifications: rows.map(toNotificationView),
    unreadCount: counts[0]?.unread ?? 0,
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

export async function markNotificationRead(db: DbOrTx, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'errors.notificationNotFound');
  if (!row.readAt) await db.update(notifications).set({ readAt: sql`now()` }).where(eq(notifications.id, id));
}

export async function markAllNotificationsRead(db: DbOrTx, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** The chat notifications of one conversation, read once the user has read the conversation; their ids. */
export async function markChatNotificationsRead(db: DbOrTx, { userId, chatId }: { userId: string; chatId: string }) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, 'chat'),
        sql`${notifications.data}->>'chatId' = ${chatId}`,
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.map((row) => row.id);
}

export async function unreadNotificationCount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/**
 * Tells every client of the user which notifications are now read (`all` for every one) and the unread count that
 * follows, so that each open tab's bell and the trader page agree with the server.
 */
export async function pushNotificationsRead(
  db: DbOrTx,
  realtime: Realtime,
  { userId, ids = [], isAll = false }: { userId: string; ids?: string[]; isAll?: boolean },
) {
  realtime.toUser(userId, 'notifications_read', { ids, all: isAll, unreadCount: await unreadNotificationCount(db, userId) });
}

export async function deleteNotification(db: DbOrTx, { userId, id }: { userId: string; id: string }) {
  const removed = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'errors.notificationNotFound');
}
