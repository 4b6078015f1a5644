/** Digital goods (issue 18, ADR 020): what a listing's kind is, and the rules of codes shared by the forms and the server. */

/**
 * A listing's kind, kept in its `type` (the spec's field, which said physical or digital): a `digital_code` is a key,
 * gift card or voucher delivered from the seller's stock of codes at payment; a `digital_service` is delivered by the
 * seller by hand (in-game currency, a boost) within a deadline. The spec's old `digital` reads as a service.
 */
export const LISTING_KINDS = ['physical', 'digital_code', 'digital_service'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
export const isDigitalKind = (kind: string) => kind === 'digital_code' || kind === 'digital_service';

/** Where a code can be redeemed: PlayStation, Xbox, Steam and the stores sell region-locked codes. */
export const CODE_REGIONS = ['SA', 'AE', 'KW', 'QA', 'BH', 'OM', 'US', 'GB', 'EU', 'GLOBAL'] as const;
export type CodeRegion = (typeof CODE_REGIONS)[number];

/** Hours a digital service's seller may take to deliver, offered in the form. */
export const SERVICE_DELIVERY_HOURS = [1, 6, 12, 24, 48, 72] as const;

export const MAX_CODE_LENGTH = 200;
/** Codes of one upload (a file or the box): thousands at once, bounded so one request stays small. */
export const MAX_CODES_PER_UPLOAD = 10_000;

/** What a buyer may report about a code within the protection window. */
export const CODE_REPORT_REASONS = ['not_working', 'already_used', 'wrong_region'] as const;
export type CodeReportReason = (typeof CODE_REPORT_REASONS)[number];
/** `rejected`: an admin found the report not valid, and the window goes on. */
export const CODE_REPORT_STATUSES = ['open', 'replaced', 'refunded', 'rejected'] as const;

/**
 * The form a code is compared in: spaces and dashes are how stores print codes, not part of them, and letters are
 * case-blind (`ab12-cd34` and `AB12CD34` are one code). What the buyer receives is the code as the seller typed it.
 */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]+/g, '').toUpperCase();
}

/**
 * The codes of an uploaded text: one a line (a TXT file, or a pasted list), or a CSV whose first column is the code
 * (a header line named `code` is skipped; quotes are taken off). Blank lines are no codes.
 */
export function codesOfText(text: string): string[] {
  const codes: string[] = [];
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    let line = raw.trim();
    if (!line) continue;
    if (line.startsWith('"')) {
      const end = line.indexOf('"', 1);
      line = end > 0 ? line.slice(1, end) : line.slice(1);
    } else if (line.includes(',') || line.includes(';')) {
      line = line.split(/[,;]/)[0]!;
    }
    line = line.trim();
    if (!line || (codes.length === 0 && /^(codes?|keys?|الكود|الرمز)$/i.test(line))) continue;
    codes.push(line);
  }
  return codes;
}
