import { and, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Realtime } from '../../plugins/realtime.js';
import { notifyMany } from '../notifications/notify.js';
import { users } from '../users/tables.js';

type Broadcast = { subject: string; content: string; type: 'new' | 'personal' | 'group'; recipients: string[] };

/**
 * The notification centre: "new" announces to every active account but the admins, "personal" and "group" reach the
 * picked users. Suspended accounts are skipped: they cannot read notifications.
 */
export async function sendAdminNotification(db: Db, realtime: Realtime, { subject, content, type, recipients }: Broadcast) {
  const active = isNull(users.suspendedAt);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(type === 'new' ? and(active, ne(users.role, 'admin')) : and(active, inArray(users.id, [...new Set(recipients)])));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'errors.noRecipients');
  // The audience tells the mailer whether this is an announcement, sent by e-mail only to who accepts promotional e-mails.
  const sent = await notifyMany(db, realtime, {
    userIds: rows.map((r) => r.id),
    type: 'system',
    title: subject,
    message: content,
    data: { audience: type },
  });
  return { sent, recipients: rows.map((r) => r.id) };
}
