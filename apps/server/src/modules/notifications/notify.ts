import type { NOTIFICATION_TYPES, TNotificationsReply, TNotificationView } from '@gamesouq/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { Realtime } from '../../plugins/realtime.js';
import { notificationDelivery, usersWithoutPush } from '../users/notification-preferences.js';
import { notifications } from './tables.js';

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

/**
 * Stores a notification (inside the caller's transaction when it has one) and returns what clients are pushed and
 * whether to push it; null when the user turned this kind of notification off in their preferences.
 */
export async function storeNotification(db: DbOrTx, { userId, type, title, message, data = {}, eventKey }: NewNotification) {
  const { isKept, isPushed } = await notificationDelivery(db, { userId, type });
  if (!isKept) return null;
  const [row] = await db
    .insert(notifications)
    .values({ id: newId(), userId, type, title, message, data, eventKey })
    .onConflictDoNothing({ target: notifications.eventKey })
    .returning();
  return row ? { view: toNotificationView(row), isPushed } : null;
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
