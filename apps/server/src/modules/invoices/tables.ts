import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from '../orders/index.js';
import { users } from '../users/index.js';

export const INVOICE_KINDS = ['tax', 'receipt'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Each seller's numbering of each kind of document, and (tax invoices) the hash of its last invoice. Issuing locks the
 * row, so that numbers have no gaps and no duplicates and each invoice chains to the one issued just before it.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    lastNumber: integer('last_number').notNull().default(0),
    /** The invoice hash of the last tax invoice (base64), the next one's previous invoice hash; null before the first. */
    lastHash: text('last_hash'),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.kind] })],
);

/** The one document of a paid order: a simplified tax invoice (VAT-registered seller) or a receipt. Never changed once issued. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** Sequential per seller and kind, from 1. */
    number: integer('number').notNull(),
    uuid: text('uuid').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The seller as invoiced (store name, address): the document keeps them when the profile changes later. */
    sellerName: text('seller_name').notNull(),
    sellerAddress: text('seller_address').notNull().default(''),
    /** Tax invoices: the UBL 2.1 XML, its invoice hash, the previous one's, the ECDSA signature and its public key (base64 DER). */
    xml: text('xml'),
    hash: text('hash'),
    previousHash: text('previous_hash'),
    signature: text('signature'),
    publicKey: text('public_key'),
    /** Tax invoices: the phase 2 QR payload (TLV, base64). */
    qr: text('qr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('invoices_seller_number_unique').on(t.sellerId, t.kind, t.number)],
);

export const FATOORA_REPORT_STATUSES = ['logged', 'reported', 'reported_with_warnings', 'rejected'] as const;

/** What was reported to ZATCA (FATOORA) for each tax invoice, through which provider, and the answer. */
export const fatooraReports = pgTable(
  'fatoora_reports',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id),
    provider: text('provider').notNull(),
    hash: text('hash').notNull(),
    xml: text('xml').notNull(),
    status: text('status', { enum: FATOORA_REPORT_STATUSES }).notNull(),
    /** The provider's answer as received (ZATCA's validation results), for an accountant to read. */
    response: text('response').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fatoora_reports_status_idx').on(t.status, t.createdAt)],
);
