import { z } from 'zod';

/** The liveness check: `ok` with 200, or 503 when the database does not answer. */
export const ZHealthReply = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) });
export type THealthReply = z.output<typeof ZHealthReply>;

const ZCheck = z.enum(['ok', 'failed', 'skipped']);
/**
 * The readiness check of load balancers: 200 when the database answers with every migration applied, and Redis (when
 * configured) and the uploads' store are reachable; 503 naming what is not.
 */
export const ZReadyReply = z.object({
  status: z.enum(['ok', 'error']),
  /** `instance` fails while the server is stopping (it still serves what arrives, for SHUTDOWN_DRAIN_SECONDS). */
  checks: z.object({ instance: ZCheck, database: ZCheck, migrations: ZCheck, redis: ZCheck, storage: ZCheck }),
});
export type TReadyReply = z.output<typeof ZReadyReply>;
