import { z } from 'zod';
import { ERROR_MESSAGES, type ErrorCode } from '../errors.js';

const ERROR_CODES = Object.keys(ERROR_MESSAGES) as [ErrorCode, ...ErrorCode[]];

/** Every refused or failed call answers with this (design §2): the code decides, the message is for people. */
export const ZErrorReply = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES),
  message: z.string(),
  /** The same message under the names the first client read. */
  msg: z.string(),
  error: z.string(),
  /** The message's key in the catalogue (core `messages.ts`): clients show its text in the user's language. */
  messageKey: z.string(),
  /** The values of the message's `{{name}}` slots. */
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** A validation failure's message per field (`_` for the body as a whole), in English and by key. */
  fields: z.record(z.string(), z.string()).optional(),
  fieldKeys: z.record(z.string(), z.string()).optional(),
  /** Seconds to wait before trying again, on 429 replies. */
  retryAfter: z.number().int().optional(),
  /** The id of the request in the server's log (and audit log): what support asks for when something went wrong. */
  requestId: z.string().optional(),
});
export type TErrorReply = z.output<typeof ZErrorReply>;

/** The reply of a change that has nothing to show but that it happened. */
export const ZDoneReply = z.object({ success: z.literal(true), message: z.string().optional(), msg: z.string().optional() });
export type TDoneReply = z.output<typeof ZDoneReply>;

/** A change done, with the message that says so. */
export const ZDoneWithMessageReply = ZDoneReply.extend({ message: z.string() });
export type TDoneWithMessageReply = z.output<typeof ZDoneWithMessageReply>;

/** A point in time on the wire: ISO 8601 in UTC. */
export const ZTimestamp = z.iso.datetime({ offset: true });

/** The page counters of a paged list (design §2). */
export const ZPaginationView = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
});
export type TPaginationView = z.output<typeof ZPaginationView>;
