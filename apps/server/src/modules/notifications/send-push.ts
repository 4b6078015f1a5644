import { type PushTopic, pushTopicOf } from '@gamesouq/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Language } from '../../lib/request-language.js';
import { SENT_TEXTS } from '../../lib/sent-texts.js';
import { wordNotification } from '../../lib/word-notification.js';
import { toNotificationView } from './notify.js';
import { notifications, pushSubscriptions } from './tables.js';
import type { PushSender } from './web-push.js';

/** A push that could not leave for this long (a server down for long) is left to the bell. */
const FRESH_FOR_MS = 60 * 60 * 1000;
/** The push services' answers for a subscription that is gone for good (RFC 8030 §7.3): it is deleted. */
const GONE = new Set([404, 410]);

const SWITCH_OF = {
  chat: 'push_chat',
  orders: 'push_orders',
  offers: 'push_offers',
  alerts: 'push_alerts',
  account: 'push_account',
} as const satisfies Record<PushTopic, string>;

type Settings = Record<(typeof SWITCH_OF)[PushTopic] | 'push_notifications', boolean> & { language: Language };

/** What the service worker shows: the notification in the user's language, and where a click on it leads. */
function pushPayload(row: typeof notifications.$inferSelect, language: Language) {
  const { title, message } =
    row.type === 'chat'
      ? { title: SENT_TEXTS[language].chatMessageTitle(row.data.buyer_name ?? ''), message: row.data.message ?? row.message }
      : wordNotification(language, row);
  return JSON.stringify({
    id: row.id,
    title,
    body: message,
    url: toNotificationView(row).actionUrl ?? '/',
    // One conversation's messages replace each other on the device; every other notification stands alone.
    tag: row.type === 'chat' && row.data.chatId ? `chat:${row.data.chatId}` : row.id,
    lang: language,
    dir: language === 'ar' ? 'rtl' : 'ltr',
  });
}

/**
 * Sends a stored notification to every device its user subscribed, as their preferences say at this moment (Push
 * notifications and the switch of its kind, ADR 036), unless it was read already or waited too long. A device whose
 * push service says it is gone is forgotten; any other failure is logged and not retried (a duplicate on a phone is
 * worse than a missing one: the bell still has it).
 */
export async function sendWebPush(db: Db, sender: PushSender, notificationId: string, log: (line: string) => void) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, notificationId));
  if (!row || row.readAt || Date.now() - row.createdAt.getTime() > FRESH_FOR_MS) return 0;
  const topic = pushTopicOf(row.type, row.data);
  if (!topic) return 0;
  const result = await db.execute(sql`
    select coalesce(language, 'en') as language, coalesce(push_notifications, true) as push_notifications,
      coalesce(push_chat, true) as push_chat, coalesce(push_orders, true) as push_orders,
      coalesce(push_offers, true) as push_offers, coalesce(push_alerts, true) as push_alerts,
      coalesce(push_account, true) as push_account
    from (select 1) one left join user_settings on user_id = ${row.userId}`);
  const settings = result.rows[0] as Settings;
  if (!settings.push_notifications || !settings[SWITCH_OF[topic]]) return 0;
  const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, row.userId));
  const payload = pushPayload(row, settings.language);
  const outcomes = await Promise.allSettled(devices.map((device) => sender.send(device, payload)));
  const gone: string[] = [];
  let sent = 0;
  outcomes.forEach((outcome, i) => {
    const device = devices[i]!;
    if (outcome.status === 'rejected') log(`[push] a push could not be sent: ${(outcome.reason as Error).message}`);
    else if (GONE.has(outcome.value)) gone.push(device.id);
    else if (outcome.value >= 200 && outcome.value < 300) sent++;
    else log(`[push] the push service answered ${outcome.value}`);
  });
  if (gone.length) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return sent;
}
