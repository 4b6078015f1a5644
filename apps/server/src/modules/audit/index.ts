// The audit module's face: services record what an admin changed in the same transaction as the change (ADR 042).
export type { Actor } from '../../lib/require-user.js';
export { listAuditLog } from './audit-log.js';
export { type AuditNote, audited, recordAudit } from './record-audit.js';
export { auditLog } from './tables.js';
