import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Messenger } from '../lib/messaging.js';
import type { Language } from '../lib/request-language.js';
import { wordNotification } from '../lib/word-notification.js';

const BATCH = 50;
/** What is sent besides the app: orders, money, listings and the admins' messages; chat has its own live channel. */
const SENT_TYPES = new Set(['order', 'withdrawal', 'product', 'system']);
/** A notification older than this when the mailer first sees it (a server down for long) is left to the app. */
const FRESH_FOR = '1 hour';

type Claimed = {
  type: string;
  title: string;
  message: string;
  data: Record<string, string>;
  email: string | null;
  phone: string | null;
  email_notifications: boolean;
  sms_notifications: boolean;
  marketing_emails: boolean;
  language: Language;
};

/** The admins' messages to everyone or to a group are announcements, which need consent to promotional e-mails. */
const isAnnouncement = (n: Claimed) => n.type === 'system' && (n.data.audience === 'new' || n.data.audience === 'group');

/**
 * Sends the notifications that no mailer has taken yet by e-mail and SMS, as each user's preferences say (E-mail
 * notifications on, SMS notifications and Promotional e-mails off by default, seller §3). A batch is taken and marked
 * in one statement (SKIP LOCKED: several server instances never take the same notification), then sent: a
 * notification is sent at most once, and one that fails to leave is logged, not retried, since the app still shows it.
 */
export async function mailNotifications(db: Db, messenger: Messenger, log: (line: string) => void) {
  let sent = 0;
  for (;;) {
    const claimed = (
      await db.execute(sql`
        with taken as (
          update notifications set mailed_at = now()
          where id in (
            select id from notifications where mailed_at is null and created_at > now() - ${FRESH_FOR}::interval
            order by created_at limit ${BATCH} for update skip locked)
          returning user_id, type, title, message, data)
        select taken.type, taken.title, taken.message, taken.data, u.email, u.phone,
          coalesce(s.email_notifications, true) as email_notifications,
          coalesce(s.sms_notifications, false) as sms_notifications,
          coalesce(s.marketing_emails, false) as marketing_emails,
          coalesce(s.language, 'en') as language
        from taken join users u on u.id = taken.user_id left join user_settings s on s.user_id = taken.user_id`)
    ).rows as Claimed[];
    for (const n of claimed.filter((row) => SENT_TYPES.has(row.type))) {
      // An announcement goes by e-mail to who accepts promotional e-mails, never by SMS; the rest as the two switches say.
      const byEmail = isAnnouncement(n) ? n.marketing_emails : n.email_notifications;
      const bySms = !isAnnouncement(n) && n.sms_notifications;
      const { texts, title, message } = wordNotification(n.language, n);
      const deliveries = [
        byEmail && n.email ? messenger.sendEmail(n.email, texts.notificationSubject(title), texts.notificationEmail(message)) : null,
        bySms && n.phone ? messenger.sendSms(n.phone, texts.notificationSms(title, message)) : null,
      ].filter((delivery) => delivery !== null);
      for (const result of await Promise.allSettled(deliveries)) {
        if (result.status === 'rejected') log(`[mailer] a notification could not be sent: ${(result.reason as Error).message}`);
        else sent++;
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}
