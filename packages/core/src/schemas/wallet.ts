import { z } from 'zod';
import { V } from '../messages.js';
import { PAYMENT_METHODS, PAYMENT_RETURN_PATH } from '../rules/payments.js';
import { WITHDRAWAL_MAX_SAR, WITHDRAWAL_MIN_SAR } from '../rules/wallet.js';

const sar = (message: string) =>
  z.coerce
    .number({ error: message })
    .finite(message)
    .gt(0, message)
    .max(1_000_000, message)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, V.amountDecimals);

const CARD_FIELDS = {
  cardNumber: z
    .string({ error: V.cardNumberRequired })
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, V.cardNumberRequired)),
  expiry: z.string({ error: V.expiryRequired }).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, V.expiryRequired),
  cvv: z.string({ error: V.cvvRequired }).regex(/^\d{3,4}$/, V.cvvRequired),
  cardHolder: z.string({ error: V.cardHolderRequired }).trim().min(1, V.cardHolderRequired).max(100),
};

/** The card form of the spec's Add Funds (the sandbox charges it on the server). */
export const ZCardDepositRequest = z.object({
  amount: sar(V.depositAmountInvalid),
  description: z.string().trim().max(200).optional().default(''),
  ...CARD_FIELDS,
});

/** Add Funds on the gateway's page (the web's form): the amount and how to pay it. */
export const ZGatewayDepositRequest = z.object({
  amount: sar(V.depositAmountInvalid),
  description: z.string().trim().max(200).optional().default(''),
  method: z.enum(PAYMENT_METHODS, { error: V.paymentMethodInvalid }),
  returnPath: z.string().regex(PAYMENT_RETURN_PATH, V.returnPathInvalid).optional().default('/wallet/return'),
  language: z.enum(['ar', 'en']).optional().default('en'),
});
export type TGatewayDepositRequest = z.input<typeof ZGatewayDepositRequest>;

/**
 * Add Funds: with `method`, a payment on the gateway's page (the reply says where to send the browser, which comes back
 * to `returnPath`); without it, the spec's card fields, charged by the sandbox.
 */
export const ZDepositRequest = z
  .object({
    amount: sar(V.depositAmountInvalid),
    description: z.string().trim().max(200).optional().default(''),
    method: z.enum(PAYMENT_METHODS, { error: V.paymentMethodInvalid }).optional(),
    returnPath: z.string().regex(PAYMENT_RETURN_PATH, V.returnPathInvalid).optional().default('/wallet/return'),
    language: z.enum(['ar', 'en']).optional().default('en'),
    cardNumber: z.string().optional(),
    expiry: z.string().optional(),
    cvv: z.string().optional(),
    cardHolder: z.string().optional(),
  })
  .transform((body, ctx) => {
    if (body.method) return { ...body, card: undefined };
    const card: Partial<Record<keyof typeof CARD_FIELDS, string>> = {};
    for (const [name, field] of Object.entries(CARD_FIELDS) as [
      keyof typeof CARD_FIELDS,
      (typeof CARD_FIELDS)[keyof typeof CARD_FIELDS],
    ][]) {
      const parsed = field.safeParse(body[name]);
      if (parsed.success) card[name] = parsed.data;
      else for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [name], message: issue.message });
    }
    return { ...body, card: card as Record<keyof typeof CARD_FIELDS, string> };
  });
export type TDepositRequest = z.input<typeof ZDepositRequest>;

export const ZWithdrawRequest = z.object({
  amount: sar(V.withdrawalAmountInvalid)
    .refine((v) => v >= WITHDRAWAL_MIN_SAR, `The minimum withdrawal is ${WITHDRAWAL_MIN_SAR} SAR`)
    .refine((v) => v <= WITHDRAWAL_MAX_SAR, `The maximum withdrawal is ${WITHDRAWAL_MAX_SAR.toLocaleString('en-US')} SAR`),
  description: z.string().trim().max(200).optional().default(''),
  /** Where to pay: card or bank details as text; only a masked form is stored. */
  account_info: z.string().trim().max(500).optional().default(''),
});
export type TWithdrawRequest = z.input<typeof ZWithdrawRequest>;

/** The wallet's Transactions tab: the movements newest first, a page at a time, so that the oldest stay reachable. */
export const ZWalletTransactionsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type TWalletTransactionsQuery = z.input<typeof ZWalletTransactionsQuery>;

export const ZAdminWithdrawalsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
  sort: z.enum(['date', 'amount', 'status']).default('date'),
  search: z.string().trim().max(200).optional(),
});

export const ZRejectWithdrawal = z.object({
  rejection_reason: z.string({ error: V.rejectionReasonRequired }).trim().min(1, V.rejectionReasonRequired).max(500),
});

/** The bank's reference of the transfer that paid a withdrawal: required to mark it paid, kept with it and its ledger entry. */
const transferReference = z
  .string({ error: V.transferReferenceRequired })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9/ -]{1,62}[A-Za-z0-9]$/, V.transferReferenceRequired);

export const ZPayWithdrawal = z.object({ transfer_reference: transferReference });
export type TPayWithdrawal = z.input<typeof ZPayWithdrawal>;

export const ZBulkWithdrawals = z.object({
  withdrawalIds: z
    .array(z.string().min(1).max(64), { error: V.withdrawalSelectionRequired })
    .min(1, V.withdrawalSelectionRequired)
    .max(100),
  action: z.enum(['approve', 'reject']),
  rejection_reason: z.string().trim().max(500).optional(),
  /** Approval: the reference of the bank's bulk transfer that paid them all. */
  transfer_reference: transferReference.optional(),
});

/** The bank's bulk transfer file: the requests of a status (pending by default), oldest first. */
export const ZWithdrawalsExportQuery = z.object({ status: z.enum(['pending', 'approved']).default('pending') });

const isoDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

/** The longest statement: a year, every transaction of it (a longer period is asked for in parts, never cut). */
export const STATEMENT_MAX_DAYS = 366;

/** Download Statement: whole days from and to (Saudi time, both included), as a PDF or a CSV file. */
export const ZStatementQuery = z
  .object({
    from: isoDay(V.statementFromRequired),
    to: isoDay(V.statementToRequired),
    format: z.enum(['pdf', 'csv']).default('pdf'),
    lang: z.enum(['en', 'ar']).default('en'),
  })
  .refine((q) => q.from <= q.to, { message: V.statementOrder, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATEMENT_MAX_DAYS, {
    message: V.statementMaxYear,
    path: ['to'],
  });
export type TStatementQuery = z.input<typeof ZStatementQuery>;

/** The trader's VAT report (design §8): whole days from and to (Saudi time, both included), at most a year. */
export const ZVatReportQuery = z
  .object({ from: isoDay(V.statementFromRequired), to: isoDay(V.statementToRequired) })
  .refine((q) => q.from <= q.to, { message: V.statementOrder, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATEMENT_MAX_DAYS, {
    message: V.reportMaxYear,
    path: ['to'],
  });
export type TVatReportQuery = z.input<typeof ZVatReportQuery>;

/** The VAT report as a file: CSV (for a spreadsheet) or PDF, in English or Arabic. */
export const ZVatReportDownloadQuery = z
  .object({
    from: isoDay(V.statementFromRequired),
    to: isoDay(V.statementToRequired),
    format: z.enum(['pdf', 'csv']).default('pdf'),
    lang: z.enum(['en', 'ar']).default('en'),
  })
  .refine((q) => q.from <= q.to, { message: V.statementOrder, path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATEMENT_MAX_DAYS, {
    message: V.reportMaxYear,
    path: ['to'],
  });
export type TVatReportDownloadQuery = z.input<typeof ZVatReportDownloadQuery>;
