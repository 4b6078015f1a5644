import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { newId } from '../../lib/ids.js';
import { auditLog } from './tables.js';

/**
 * What a route tells the audit log about its change; routes that say nothing are still recorded, with their body.
 * A route may note several changes (a bulk action notes one per record).
 */
export type AuditNote = { action: string; entityType: string; entityId?: string | null; before?: unknown; after?: unknown };

declare module 'fastify' {
  interface FastifyRequest {
    audit: AuditNote[] | null;
    /** Tells the audit log what the call changed, once it has committed. */
    noteAudit(note: AuditNote): void;
  }
}

const SECRET_KEY = /password|token|cvv|card/i;

/** Passwords and tokens never reach the log, at any depth. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, SECRET_KEY.test(key) ? '[redacted]' : redact(v)]));
  }
  return value;
}

const isAdminWrite = (request: FastifyRequest) => request.user?.role === 'admin' && request.method !== 'GET' && request.method !== 'HEAD';

/**
 * Records every successful write under /api/admin once the reply is ready, so that no admin action, including those
 * of modules that know nothing about auditing, goes unrecorded; outside /api/admin (an admin changing another user's
 * listing through the owners' routes) only what a route notes is recorded. A failed write that noted nothing is not
 * an action and is not logged.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('audit', null);
    app.decorateRequest('noteAudit', function (this: FastifyRequest, note: AuditNote) {
      this.audit = [...(this.audit ?? []), note];
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isAdminWrite(request)) return payload;
      // A route notes a change once it has committed, so a note stands even when a later step failed the reply.
      if (!request.audit && (reply.statusCode >= 400 || !request.url.startsWith('/api/admin/'))) return payload;
      const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
      const params = (request.params ?? {}) as Record<string, string>;
      const notes: AuditNote[] = request.audit ?? [
        {
          action: `${request.method} ${route}`,
          entityType: route.split('/')[3] ?? 'admin',
          entityId: params.id ?? null,
          after: request.body ?? null,
        },
      ];
      await app.db.insert(auditLog).values(
        notes.map((note) => ({
          id: newId(),
          adminId: request.user!.id,
          action: note.action,
          entityType: note.entityType,
          entityId: note.entityId ?? params.id ?? null,
          before: redact(note.before ?? null),
          after: redact(note.after ?? null),
          ip: request.ip,
          requestId: request.id,
        })),
      );
      return payload;
    });
  },
  { name: 'audit', dependencies: ['auth'] },
);
