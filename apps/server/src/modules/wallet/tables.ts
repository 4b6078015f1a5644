import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/index.js';

export const ACCOUNT_KINDS = ['available', 'pending', 'held', 'external', 'tax', 'revenue'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Ledger accounts (design §5): each user's available, pending (escrow) and held (withdrawals) money, and the
 * platform's external, tax and revenue accounts (owner null). Ids are derived from owner and kind, so that
 * accounts are always locked in the same order. Balances are halalas and always equal the sum of their lines.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('ledger_accounts_owner_kind').on(t.ownerId, t.kind)],
);

/** `card_payment` and `card_refund`: money of a checkout paid by card or wallet method entering, or going back to it. */
export const ENTRY_KINDS = [
  'deposit',
  'purchase',
  'refund',
  'release',
  'withdrawal_request',
  'withdrawal',
  'withdrawal_refund',
  'card_payment',
  'card_refund',
  /** The wallet part of a checkout paid partly by a card or wallet method: set aside (held) until the payment settles. */
  'checkout_hold',
  'checkout_release',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** One money movement; its lines sum to zero. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ENTRY_KINDS }).notNull(),
    description: text('description').notNull().default(''),
    /** The user whose history shows the entry first (the payer, the depositor, the seller paid). */
    userId: text('user_id').references(() => users.id),
    orderId: text('order_id'),
    withdrawalId: text('withdrawal_id'),
    reference: text('reference').notNull(),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journal_entries_user_idx').on(t.userId, t.createdAt), index('journal_entries_order_idx').on(t.orderId)],
);

export const journalLines = pgTable(
  'journal_lines',
  {
    id: text('id').primaryKey(),
    entryId: text('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    accountId: text('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    /** Signed halalas: positive adds to the account's balance. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [index('journal_lines_account_idx').on(t.accountId), index('journal_lines_entry_idx').on(t.entryId)],
);

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id),
    amountHalalas: bigint('amount_halalas', { mode: 'number' }).notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull().default('pending'),
    /** Payout details, masked before they are stored (never a full card or account number). */
    accountInfo: text('account_info').notNull().default(''),
    description: text('description').notNull().default(''),
    /**
     * The full bank details the admin pays to (IBAN, holder, bank), kept apart from the masked `accountInfo` that
     * every list shows: only the paying admin's audited reveal and the bank's transfer file read them.
     */
    payoutIban: text('payout_iban'),
    payoutHolderName: text('payout_holder_name'),
    payoutBankName: text('payout_bank_name'),
    /** The bank's reference of the transfer that paid an approved request. */
    transferReference: text('transfer_reference'),
    rejectionReason: text('rejection_reason'),
    decidedBy: text('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.createdAt), index('withdrawals_status_idx').on(t.status, t.createdAt)],
);
