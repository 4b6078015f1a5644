import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from '../orders/index.js';
import { users } from '../users/index.js';

/**
 * An order's own document (`tax` invoice or `receipt`) and what a refund of it issues: a simplified tax `credit_note`
 * (type 381, crediting a tax invoice) or a `refund_receipt` (crediting a receipt).
 */
export const INVOICE_KINDS = ['tax', 'receipt', 'credit_note', 'refund_receipt'] as const;
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

/**
 * The documents of paid orders: each order's one simplified tax invoice (VAT-registered seller) or receipt, and a credit
 * note or refund receipt for each refund of it. Never changed once issued.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
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
    /** Credit notes and refund receipts: the invoice or receipt they credit. */
    creditedInvoiceId: text('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    /** Credit notes and refund receipts: the ledger entry of the refund (one document per refund). */
    refundEntryId: text('refund_entry_id').unique(),
    /** Credit notes and refund receipts: what the buyer got back and the VAT it credits (halalas). */
    amount: integer('amount'),
    vat: integer('vat'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_seller_number_unique').on(t.sellerId, t.kind, t.number),
    uniqueIndex('invoices_order_document_unique').on(t.orderId).where(sql`${t.kind} in ('tax', 'receipt')`),
    index('invoices_credited_idx').on(t.creditedInvoiceId),
  ],
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

/** Where the platform's EGS unit stands in ZATCA onboarding (ADR 040). */
export const ONBOARDING_STATUSES = ['not_started', 'compliance', 'checks_passed', 'production'] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

/** One compliance check: the sample document sent to ZATCA's /compliance/invoices and what it answered. */
export type ComplianceCheck = {
  document: 'invoice' | 'credit_note' | 'debit_note';
  status: 'PASS' | 'WARNING' | 'ERROR';
  messages: string[];
  checkedAt: string;
};

/**
 * The platform's EGS unit (one row, id `platform`): its key and CSR, the compliance CSID and the checks made with it,
 * then the production CSID that reporting uses and invoices are stamped with. The private key and the CSIDs' secrets
 * are sealed (AES-256-GCM, key in DATA_DIR); the certificates are public.
 */
export const zatcaOnboarding = pgTable('zatca_onboarding', {
  id: text('id').primaryKey(),
  status: text('status', { enum: ONBOARDING_STATUSES }).notNull().default('not_started'),
  /** The unit's serial `1-GameSouq|2-<version>|3-<uuid>` as the CSR carries it. */
  egsSerial: text('egs_serial'),
  csr: text('csr'),
  privateKeySealed: text('private_key_sealed'),
  complianceCertificate: text('compliance_certificate'),
  complianceSecretSealed: text('compliance_secret_sealed'),
  complianceRequestId: text('compliance_request_id'),
  checks: jsonb('checks').$type<ComplianceCheck[]>().notNull().default([]),
  productionCertificate: text('production_certificate'),
  productionSecretSealed: text('production_secret_sealed'),
  certificateExpiresAt: timestamp('certificate_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
