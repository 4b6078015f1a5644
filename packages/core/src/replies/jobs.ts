import { z } from 'zod';
import { ZTimestamp } from './common.js';

/** A background job that used all its attempts (a dead letter): what it was, how it last failed, when. */
export const ZDeadJobView = z.object({
  id: z.string(),
  task: z.string(),
  /** The domain event's type for event deliveries, else null. */
  eventType: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: ZTimestamp,
  failedAt: ZTimestamp,
});
export type TDeadJobView = z.output<typeof ZDeadJobView>;

export const ZDeadJobsReply = z.object({ success: z.literal(true), jobs: z.array(ZDeadJobView) });
export type TDeadJobsReply = z.output<typeof ZDeadJobsReply>;
