import { createPublicKey } from 'node:crypto';
import type { TCreditNotesReply, TErrorReply } from '@gamesouq/core';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { buyListing, parcelFor, refundThirtyByDispute } from '../../test/order-fixtures.js';
import { pdfTexts } from '../../test/pdf-texts.js';
import { useTestApp } from '../../test/test-app.js';
import { shop, VAT_NUMBER } from '../../test/vat-fixtures.js';
import { issueCreditNote } from './issue-credit-note.js';
import { decodeTlv } from './qr-tlv.js';
import { invoiceHash, verifyInvoiceSignature } from './stamp-invoice.js';
import { fatooraReports, invoices } from './tables.js';

const t = useTestApp();
type User = Awaited<ReturnType<typeof t.createUser>>;
let admin: User;

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

const sell = (seller: User, price: string) =>
  postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'PS5 Pro', price, quantity: '20' } });
const download = (url: string, user: User) => fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${user.token}` } });
const documentsOf = (orderId: string) => t.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.createdAt);
const notesOf = async (orderId: string) => (await documentsOf(orderId)).filter((row) => row.creditedInvoiceId);
const cancel = (buyer: User, orderId: string) =>
  t.request('POST', `/api/user/orders/${orderId}/cancel`, { token: buyer.token, body: { reason: 'Changed my mind' } });
const setStatus = async (user: User, id: string, status: string) =>
  t.request('PATCH', `/api/user/orders/${id}/status`, {
    token: user.token,
    body: { status, ...(await parcelFor(t, { status, orderId: id, token: user.token })) },
  });

/** Checks a credit note's stamp: its hash is its XML's, its signature verifies with the key its QR carries. */
function expectStamped(note: typeof invoices.$inferSelect) {
  expect(invoiceHash(note.xml!)).toBe(note.hash);
  const tags = decodeTlv(note.qr!);
  expect(tags.get(6)!.toString()).toBe(note.hash);
  const publicKey = createPublicKey({ key: tags.get(8)!, format: 'der', type: 'spki' });
  expect(verifyInvoiceSignature({ hash: note.hash!, signature: tags.get(7)!.toString(), publicKey })).toBe(true);
  return tags;
}

describe('credit notes of VAT-registered sellers', () => {
  it('credits a cancelled order’s tax invoice with a signed 381 credit note, next in the chain, once however often the refund is delivered', async () => {
    const seller = await shop(t, { vatRegistered: true });
    const { orderId, buyer } = await buyListing(t, { listingId: await sell(seller, '230') });
    expect((await cancel(buyer, orderId)).status).toBe(200);
    await t.jobsSettled();

    const [invoice, note, ...more] = await documentsOf(orderId);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ kind: 'credit_note', number: 1, creditedInvoiceId: invoice!.id, amount: 23000, vat: 3000 });
    expect(note!.previousHash).toBe(invoice!.hash);
    const tags = expectStamped(note!);
    expect(tags.get(2)!.toString()).toBe(VAT_NUMBER);
    expect(tags.get(4)!.toString()).toBe('230.00');
    expect(tags.get(5)!.toString()).toBe('30.00');
    expect(note!.xml).toContain('<cbc:ID>CRN-000001</cbc:ID>');
    expect(note!.xml).toContain('<cbc:InvoiceTypeCode name="0200000">381</cbc:InvoiceTypeCode>');
    expect(note!.xml).toContain(
      '<cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-000001</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>',
    );
    // Its ICV follows the invoice's in the seller's chain.
    expect(note!.xml).toContain('<cbc:ID>ICV</cbc:ID><cbc:UUID>2</cbc:UUID>');
    const [report] = await t.db.select().from(fatooraReports).where(eq(fatooraReports.invoiceId, note!.id));
    expect(report).toMatchObject({ provider: 'log', status: 'logged', hash: note!.hash });

    // The refund event delivered again, or concurrently: still one credit note.
    const [entry] = await t.db
      .execute<{ id: string }>(sql`select id from journal_entries where order_id = ${orderId} and kind = 'refund'`)
      .then((result) => result.rows);
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        issueCreditNote(t.db, { orderId, refundEntryId: entry!.id, refund: { amount: 23000, full: true }, dataDir: t.dataDir }),
      ),
    );
    expect(new Set(again.map((row) => row.id))).toEqual(new Set([note!.id]));
    expect(await notesOf(orderId)).toHaveLength(1);

    // The next invoice chains to the credit note.
    const next = await buyListing(t, { listingId: await sell(seller, '115') });
    await t.jobsSettled();
    const [nextInvoice] = await documentsOf(next.orderId);
    expect(nextInvoice).toMatchObject({ kind: 'tax', number: 2, previousHash: note!.hash });
    expect(nextInvoice!.xml).toContain('<cbc:ID>ICV</cbc:ID><cbc:UUID>3</cbc:UUID>');

    // Listed and downloaded by the buyer and the seller; the XML by the seller; nobody else.
    for (const [area, user] of [
      ['user', buyer],
      ['trader', seller],
    ] as const) {
      const list = await t.request<TCreditNotesReply>('GET', `/api/${area}/orders/${orderId}/credit-notes`, { token: user.token });
      expect(list.body.creditNotes).toEqual([
        expect.objectContaining({
          id: note!.id,
          kind: 'credit_note',
          number: 'CRN-000001',
          creditsNumber: 'INV-000001',
          amount: 230,
          vat: 30,
        }),
      ]);
      const pdf = await download(`/api/${area}/orders/${orderId}/credit-notes/${note!.id}`, user);
      expect(pdf.status).toBe(200);
      const texts = pdfTexts(Buffer.from(await pdf.arrayBuffer()));
      for (const text of ['Simplified Tax Credit Note', 'CRN-000001', 'INV-000001', VAT_NUMBER, '200.00', '30.00', '230.00 SAR']) {
        expect(texts).toContain(text);
      }
    }
    const xml = await download(`/api/trader/orders/${orderId}/credit-notes/${note!.id}/xml`, seller);
    expect(await xml.text()).toBe(note!.xml);
    expect((await download(`/api/admin/orders/${orderId}/credit-notes/${note!.id}/xml`, admin)).status).toBe(200);
    const stranger = await t.createUser();
    expect((await t.request('GET', `/api/user/orders/${orderId}/credit-notes`, { token: stranger.token })).status).toBe(404);
    expect((await download(`/api/user/orders/${orderId}/credit-notes/${note!.id}`, stranger)).status).toBe(404);
    expect((await download(`/api/user/orders/${next.orderId}/credit-notes/${note!.id}`, next.buyer)).status).toBe(404);
  });

  it('credits only the refunded part of a split refund: 30 of 230 SAR is VAT 3.91', async () => {
    const seller = await shop(t, { vatRegistered: true });
    const { orderId, buyer } = await buyListing(t, { listingId: await sell(seller, '230') });
    await setStatus(seller, orderId, 'processing');
    await setStatus(seller, orderId, 'shipped');
    await refundThirtyByDispute(t, { orderId, buyer, admin });
    await t.jobsSettled();

    const [invoice, note] = await documentsOf(orderId);
    expect(note).toMatchObject({
      kind: 'credit_note',
      creditedInvoiceId: invoice!.id,
      amount: 3000,
      vat: 391,
      previousHash: invoice!.hash,
    });
    const tags = expectStamped(note!);
    expect(tags.get(4)!.toString()).toBe('30.00');
    expect(tags.get(5)!.toString()).toBe('3.91');
    expect(note!.xml).toContain('<cbc:TaxInclusiveAmount currencyID="SAR">30.00</cbc:TaxInclusiveAmount>');
    expect(note!.xml).toContain('<cbc:TaxExclusiveAmount currencyID="SAR">26.09</cbc:TaxExclusiveAmount>');
    const texts = pdfTexts(
      Buffer.from(await (await download(`/api/user/orders/${orderId}/credit-notes/${note!.id}`, buyer)).arrayBuffer()),
    );
    for (const text of ['26.09', '3.91', '30.00 SAR']) expect(texts).toContain(text);
    expect(texts).not.toContain('230.00 SAR');
  });
});

describe('refund receipts of sellers without VAT', () => {
  it('gives a cancelled order’s receipt a refund receipt without VAT, stamp or XML', async () => {
    const seller = await shop(t, { vatRegistered: false });
    const { orderId, buyer } = await buyListing(t, { listingId: await sell(seller, '200') });
    expect((await cancel(buyer, orderId)).status).toBe(200);
    await t.jobsSettled();
    const [receipt, note] = await documentsOf(orderId);
    expect(note).toMatchObject({
      kind: 'refund_receipt',
      number: 1,
      creditedInvoiceId: receipt!.id,
      amount: 20000,
      vat: 0,
      xml: null,
      qr: null,
      hash: null,
    });
    const pdf = Buffer.from(await (await download(`/api/user/orders/${orderId}/credit-notes/${note!.id}`, buyer)).arrayBuffer());
    const texts = pdfTexts(pdf);
    for (const text of ['Refund Receipt', 'RFD-000001', 'RCT-000001', '200.00 SAR']) expect(texts).toContain(text);
    expect(texts.filter((text) => /VAT (number|\d+%)|Total (ex|in)cluding VAT/.test(text))).toEqual([]);
    const xml = await t.request<TErrorReply>('GET', `/api/trader/orders/${orderId}/credit-notes/${note!.id}/xml`, { token: seller.token });
    expect(xml.status).toBe(404);
    expect(xml.body.message).toBe('This is a refund receipt, not a tax credit note: the seller was not registered for VAT.');
    expect(
      await t.db
        .select()
        .from(fatooraReports)
        .where(and(eq(fatooraReports.invoiceId, note!.id))),
    ).toEqual([]);
  });
});
