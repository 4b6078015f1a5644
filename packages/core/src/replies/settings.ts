import { z } from 'zod';
import { ZPaginationView, ZTimestamp } from './common.js';

/** One admin action as the audit log keeps it: the entity before and after, as they were stored. */
export const ZAuditEntryView = z.object({
  id: z.string(),
  admin: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TAuditEntryView = z.output<typeof ZAuditEntryView>;

export const ZAuditLogReply = z.object({ success: z.literal(true), entries: z.array(ZAuditEntryView), pagination: ZPaginationView });
export type TAuditLogReply = z.output<typeof ZAuditLogReply>;
