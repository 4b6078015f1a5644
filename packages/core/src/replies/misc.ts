import { z } from 'zod';

/** The liveness check: `ok` with 200, or 503 when the database does not answer. */
export const ZHealthReply = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'unreachable']) });
export type THealthReply = z.output<typeof ZHealthReply>;
