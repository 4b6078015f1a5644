import { halalasToSar } from '@gamesouq/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { buildInvoiceXml, riyadhDateTime, type TaxInvoiceData } from './build-invoice-xml.js';
import { phase2Qr } from './qr-tlv.js';
import type { SigningKey } from './signing-key.js';
import { FIRST_PREVIOUS_HASH, invoiceHash, signInvoiceHash } from './stamp-invoice.js';
import { type InvoiceKind, invoiceCounters } from './tables.js';

const counterRow = (sellerId: string, kind: InvoiceKind) => and(eq(invoiceCounters.sellerId, sellerId), eq(invoiceCounters.kind, kind));

/** The seller's counter of this kind, made on first use and locked until the transaction ends. */
export async function lockCounter(tx: Tx, { sellerId, kind }: { sellerId: string; kind: InvoiceKind }) {
  await tx.insert(invoiceCounters).values({ sellerId, kind }).onConflictDoNothing();
  const [counter] = await tx.select().from(invoiceCounters).where(counterRow(sellerId, kind)).for('update');
  return counter!;
}

export const advanceCounter = (
  tx: Tx,
  { sellerId, kind, number, hash }: { sellerId: string; kind: InvoiceKind; number: number; hash?: string },
) =>
  tx
    .update(invoiceCounters)
    .set({ lastNumber: number, ...(hash ? { lastHash: hash } : {}) })
    .where(counterRow(sellerId, kind));

/**
 * A seller's chain of stamped documents (tax invoices and credit notes, ZATCA's per-issuer chain), locked until the
 * transaction ends: the tax counter's row is the chain's lock and holds its last hash. The invoice counter value (ICV)
 * of the next document counts both kinds. Anything that stamps locks the tax counter first, then the credit notes'.
 */
export async function lockChain(tx: Tx, sellerId: string) {
  const invoicesCounter = await lockCounter(tx, { sellerId, kind: 'tax' });
  const [notes] = await tx
    .select({ lastNumber: invoiceCounters.lastNumber })
    .from(invoiceCounters)
    .where(counterRow(sellerId, 'credit_note'));
  return {
    invoicesCounter,
    previousHash: invoicesCounter.lastHash ?? FIRST_PREVIOUS_HASH,
    nextCounter: invoicesCounter.lastNumber + (notes?.lastNumber ?? 0) + 1,
  };
}

/**
 * The phase 2 stamp of a simplified tax invoice or credit note: its hash (over the unstamped XML), the signature, the
 * QR (tag 4 the VAT-inclusive total of the supply it invoices or credits, tag 5 its VAT) and the stamped XML.
 */
export function stampDocument(data: TaxInvoiceData, key: SigningKey) {
  const hash = invoiceHash(buildInvoiceXml(data));
  const signature = signInvoiceHash(hash, key.privateKey);
  const { date, time } = riyadhDateTime(data.issuedAt);
  const qr = phase2Qr({
    sellerName: data.seller.name,
    vatNumber: data.seller.vatNumber,
    timestamp: `${date}T${time}`,
    total: halalasToSar(data.amounts.gross).toFixed(2),
    vat: halalasToSar(data.amounts.vat).toFixed(2),
    hash,
    signature,
    publicKey: key.publicKeyDer,
    keySignature: key.keySignature,
  });
  const publicKey = key.publicKeyDer.toString('base64');
  const xades = key.certificate && {
    certificate: key.certificate.base64,
    issuerName: key.certificate.issuerName,
    serialNumber: key.certificate.serialNumber,
    signingTime: `${date}T${time}`,
  };
  const xml = buildInvoiceXml(data, { hash, signature, publicKey, qr, ...(xades ? { xades } : {}) });
  return { xml, hash, previousHash: data.previousHash, signature, publicKey, qr };
}
