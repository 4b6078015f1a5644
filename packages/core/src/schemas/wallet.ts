import { z } from 'zod';
import { WITHDRAWAL_MAX_SAR, WITHDRAWAL_MIN_SAR } from '../rules/wallet.js';

const sar = (message: string) =>
  z.coerce
    .number({ error: message })
    .finite(message)
    .gt(0, message)
    .max(1_000_000, message)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Amounts have at most two decimals');

export const ZDepositRequest = z.object({
  amount: sar('Please enter a valid deposit amount'),
  description: z.string().trim().max(200).optional().default(''),
  cardNumber: z
    .string({ error: 'Please enter your card number' })
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Please enter your card number')),
  expiry: z.string({ error: 'Please enter card expiry date' }).regex(/^(0[1-9]|1[0-2])\/\d{2}$/, 'Please enter card expiry date'),
  cvv: z.string({ error: 'Please enter CVV' }).regex(/^\d{3,4}$/, 'Please enter CVV'),
  cardHolder: z.string({ error: 'Please enter card holder name' }).trim().min(1, 'Please enter card holder name').max(100),
});
export type TDepositRequest = z.input<typeof ZDepositRequest>;

export const ZWithdrawRequest = z.object({
  amount: sar('Please enter a valid withdrawal amount')
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
  rejection_reason: z.string({ error: 'Please enter a rejection reason' }).trim().min(1, 'Please enter a rejection reason').max(500),
});

export const ZBulkWithdrawals = z.object({
  withdrawalIds: z
    .array(z.string().min(1).max(64), { error: 'Please select withdrawal requests to process' })
    .min(1, 'Please select withdrawal requests to process')
    .max(100),
  action: z.enum(['approve', 'reject']),
  rejection_reason: z.string().trim().max(500).optional(),
});

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
    from: isoDay('Please choose the start date'),
    to: isoDay('Please choose the end date'),
    format: z.enum(['pdf', 'csv']).default('pdf'),
    lang: z.enum(['en', 'ar']).default('en'),
  })
  .refine((q) => q.from <= q.to, { message: 'The start date must be on or before the end date', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < STATEMENT_MAX_DAYS, {
    message: 'A statement covers at most one year',
    path: ['to'],
  });
export type TStatementQuery = z.input<typeof ZStatementQuery>;
