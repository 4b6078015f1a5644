import { and, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { recordEvent } from '../events/index.js';
import { users } from '../users/index.js';

type Broadcast = { subject: string; content: string; type: 'new' | 'personal' | 'group'; recipients: string[] };

/**
 * The notification centre: "new" announces to every active account but the admins, "personal" and "group" reach the
 * picked users. Suspended accounts are skipped: they cannot read notifications.
 */
export async function sendAdminNotification(db: Db, actor: Actor, { subject, content, type, recipients }: Broadcast) {
  const active = isNull(users.suspendedAt);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(type === 'new' ? and(active, ne(users.role, 'admin')) : and(active, inArray(users.id, [...new Set(recipients)])));
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'errors.noRecipients');
  const userIds = rows.map((r) => r.id);
  await db.transaction(async (tx) => {
    await recordEvent(tx, { type: 'admin_broadcast', userIds, subject, content, audience: type });
    await recordAudit(tx, actor, {
      action: 'notifications.send',
      entityType: 'notification',
      entityId: null,
      after: { subject, content, type, recipients: userIds },
    });
  });
  return { sent: userIds.length, recipients: userIds };
}
