import { z } from 'zod';
import { V } from '../messages.js';
import { CODE_REPORT_REASONS, MAX_CODE_LENGTH, MAX_CODES_PER_UPLOAD } from '../rules/digital.js';

const code = z.string().trim().min(1, V.codesRequired).max(MAX_CODE_LENGTH, V.codeTooLong);

/** Codes typed or pasted into the box (JSON); a file goes as multipart with the field `file` (codesOfText reads it). */
export const ZAddCodes = z.object({
  codes: z.array(code, { error: V.codesRequired }).min(1, V.codesRequired).max(MAX_CODES_PER_UPLOAD, V.tooManyCodes),
});
export type TAddCodes = z.output<typeof ZAddCodes>;

/** Unsold codes to take off sale: the chosen ones, or every available one. */
export const ZWithdrawCodes = z.union([
  z.object({ ids: z.array(z.string().max(60)).min(1).max(MAX_CODES_PER_UPLOAD) }),
  z.object({ all: z.literal(true) }),
]);
export type TWithdrawCodes = z.output<typeof ZWithdrawCodes>;

export const ZCodesQuery = z.object({
  status: z.enum(['all', 'available', 'reserved', 'sold', 'withdrawn']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TCodesQuery = z.output<typeof ZCodesQuery>;

/** The buyer's report of a code within the protection window. */
export const ZReportCode = z.object({
  reason: z.enum(CODE_REPORT_REASONS, { error: V.fieldRequired }),
  details: z.string().trim().max(1000).optional().default(''),
});
export type TReportCode = z.output<typeof ZReportCode>;

/** The seller's answer to a report: a replacement (the next code of the stock, or one typed), or a refund. */
export const ZAnswerCodeReport = z.object({
  action: z.enum(['replace', 'refund']),
  /** A replacement typed by the seller; without it, the next code of the listing's stock goes. */
  code: code.optional(),
});
export type TAnswerCodeReport = z.output<typeof ZAnswerCodeReport>;

/** An admin's decision on an open report. */
/** The admins' code reports queue: open ones (oldest deadline first) or decided ones (latest first). */
export const ZCodeReportsQuery = z.object({
  state: z.enum(['open', 'decided']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TCodeReportsQuery = z.output<typeof ZCodeReportsQuery>;

export const ZDecideCodeReport = z.object({
  decision: z.enum(['refund', 'reject']),
  note: z.string().trim().max(1000).optional().default(''),
});
export type TDecideCodeReport = z.output<typeof ZDecideCodeReport>;
