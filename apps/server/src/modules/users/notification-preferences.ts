import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { userSettings } from './tables.js';

/** The preference that lets each kind of notification through (seller §3 preferences); the other kinds always go. */
const SWITCH_OF = { order: 'orderUpdates', chat: 'chatNotifications' } as const;

/**
 * What the user's preferences say about one notification, as SQL to put inside the statement that stores it:
 * whether it is kept at all (Order updates, Chat notifications) and whether it pops up live on open screens (Push
 * notifications), or waits in the list; boolean expressions over the user's settings row.
 */
export function notificationDeliverySql({ userId, type }: { userId: string | SQL; type: string }): {
  isKept: SQL<boolean>;
  isPushed: SQL<boolean>;
} {
  const toggle = SWITCH_OF[type as keyof typeof SWITCH_OF];
  const setting = (column: AnyColumn) =>
    sql`coalesce((select ${column} from ${userSettings} where ${userSettings.userId} = ${userId}), true)`;
  // No row yet means the defaults, which are all on.
  const isKept = toggle ? setting(userSettings[toggle]) : sql`true`;
  return { isKept: sql<boolean>`${isKept}`, isPushed: sql<boolean>`(${isKept} and ${setting(userSettings.pushNotifications)})` };
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
