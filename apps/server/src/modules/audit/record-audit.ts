import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import type { Actor } from '../../lib/require-user.js';
import { auditLog } from './tables.js';

/**
 * What a service tells the audit log about its change. A service notes several changes when it makes several (a bulk
 * action notes one per record).
 */
export type AuditNote = { action: string; entityType: string; entityId?: string | null; before?: unknown; after?: unknown };

const SECRET_KEY = /password|token|cvv|card/i;

/** Passwords and tokens never reach the log, at any depth. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(v)]));
  }
  return value;
}

/**
 * Writes the audit notes of an admin's change with `db`, the transaction that makes the change: the note commits with
 * the change or not at all, and no crash between the commit and the reply loses it. The log is of admins' actions: an
 * owner changing their own record is not recorded.
 */
export async function recordAudit(db: DbOrTx, actor: Actor, notes: AuditNote | AuditNote[]): Promise<void> {
  const list = Array.isArray(notes) ? notes : [notes];
  if (actor.role !== 'admin' || list.length === 0) return;
  await db.insert(auditLog).values(
    list.map((note) => ({
      id: newId(),
      adminId: actor.userId,
      action: note.action,
      entityType: note.entityType,
      entityId: note.entityId ?? null,
      before: redact(note.before ?? null),
      after: redact(note.after ?? null),
      ip: actor.ip,
      requestId: actor.requestId,
    })),
  );
}

/** Runs `change` in a transaction and writes its audit notes in the same one: they commit together or not at all. */
export async function audited<T>(
  db: Db,
  actor: Actor,
  change: (tx: Tx) => Promise<T>,
  note: (result: T) => AuditNote | AuditNote[],
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, actor, note(result));
    return result;
  });
}

const isAdminWrite = (request: FastifyRequest) => request.user?.role === 'admin' && request.method !== 'GET' && request.method !== 'HEAD';

/**
 * The safety net under the services' own notes: a successful write under /api/admin whose service noted nothing (a
 * module that knows nothing about auditing) is recorded with its body once the reply is ready, so that no admin action
 * goes unrecorded. A failed write is not an action and is not logged.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isAdminWrite(request) || reply.statusCode >= 400 || !request.url.startsWith('/api/admin/')) return payload;
      const adminId = request.user!.id;
      const [noted] = await app.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.requestId, request.id), eq(auditLog.adminId, adminId)))
        .limit(1);
      if (noted) return payload;
      const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
      const params = (request.params ?? {}) as Record<string, string>;
      await recordAudit(
        app.db,
        { userId: adminId, role: 'admin', requestId: request.id, ip: request.ip },
        {
          action: `${request.method} ${route}`,
          entityType: route.split('/')[3] ?? 'admin',
          entityId: params.id ?? null,
          after: request.body ?? null,
        },
      );
      return payload;
    });
  },
  { name: 'audit', dependencies: ['auth'] },
);
