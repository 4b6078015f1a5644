import type { TAuditEntryView } from '@gamesouq/core';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/tables.js';
import { auditLog } from './tables.js';

type Query = { page: number; limit: number; action?: string; entityType?: string; adminId?: string };

/** The audit log, newest first, with the admin's name. */
export async function listAuditLog(db: Db, { page, limit, action, entityType, adminId }: Query) {
  const conditions: SQL[] = [];
  if (action) conditions.push(sql`${auditLog.action} ilike ${`%${action}%`}`);
  if (entityType) conditions.push(eq(auditLog.entityType, entityType));
  if (adminId) conditions.push(eq(auditLog.adminId, adminId));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ entry: auditLog, adminName: users.name, adminEmail: users.email })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.adminId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  const totalItems = count?.total ?? 0;
  return {
    entries: rows.map(
      ({ entry, adminName, adminEmail }): TAuditEntryView => ({
        id: entry.id,
        admin: { id: entry.adminId, name: adminName, email: adminEmail },
        action: entry.action,
        entityType: entry.entityType,
        entityId: entry.entityId,
        before: entry.before,
        after: entry.after,
        ip: entry.ip,
        createdAt: entry.createdAt.toISOString(),
      }),
    ),
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}
