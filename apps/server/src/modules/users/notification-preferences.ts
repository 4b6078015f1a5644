import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userSettings } from './tables.js';

/** The preference that lets each kind of notification through (seller §3 preferences); the other kinds always go. */
const SWITCH_OF = { order: 'orderUpdates', chat: 'chatNotifications' } as const;

/**
 * What the user's preferences say about one notification: whether it is kept at all (Order updates, Chat
 * notifications) and whether it pops up live on open screens (Push notifications), or waits in the list.
 */
export async function notificationDelivery(db: DbOrTx, { userId, type }: { userId: string; type: string }) {
  const [row] = await db
    .select({
      orderUpdates: userSettings.orderUpdates,
      chatNotifications: userSettings.chatNotifications,
      pushNotifications: userSettings.pushNotifications,
    })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  const toggle = SWITCH_OF[type as keyof typeof SWITCH_OF];
  // No row yet means the defaults, which are all on.
  const isKept = !row || !toggle || row[toggle];
  return { isKept, isPushed: isKept && (row?.pushNotifications ?? true) };
}

/** Of these users, those who turned Push notifications off: a broadcast waits in their list without popping up. */
export async function usersWithoutPush(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ userId: userSettings.userId })
    .from(userSettings)
    .where(and(inArray(userSettings.userId, userIds), eq(userSettings.pushNotifications, false)));
  return new Set(rows.map((row) => row.userId));
}
