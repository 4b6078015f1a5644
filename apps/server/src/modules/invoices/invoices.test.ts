import { createPublicKey } from 'node:crypto';
import type { TErrorReply } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { buyListing } from '../../test/order-fixtures.js';
import { pdfTexts } from '../../test/pdf-texts.js';
import { useTestApp } from '../../test/test-app.js';
import { CR_NUMBER, shop, VAT_NUMBER } from '../../test/vat-fixtures.js';
import { issueInvoice } from './issue-invoice.js';
import { decodeTlv } from './qr-tlv.js';
import { FIRST_PREVIOUS_HASH, invoiceHash, verifyInvoiceSignature } from './stamp-invoice.js';
import { fatooraReports, invoices } from './tables.js';

// Prices are what the buyer pays (issue 15): nothing is added at the cart.
const t = useTestApp();
type User = Awaited<ReturnType<typeof t.createUser>>;
let admin: User;

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

const sell = (seller: User, price: string, title = 'PS5 Pro') =>
  postAd(t, { token: seller.token, approveWith: admin.token, fields: { title, price, quantity: '20' } });
const download = (url: string, user: User) => fetch(`${t.baseUrl}${url}`, { headers: { authorization: `Bearer ${user.token}` } });
const invoiceOf = async (orderId: string) => (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0]!;

describe('tax invoices of VAT-registered sellers', () => {
  it('issues a simplified tax invoice when the order is paid: 230 SAR is net 200 and VAT 30, in the PDF, the QR and the XML', async () => {
    const seller = await shop(t, { vatRegistered: true });
    const { orderId, buyer } = await buyListing(t, { listingId: await sell(seller, '230') });
    await t.jobsSettled();
    const invoice = await invoiceOf(orderId);
    expect(invoice).toMatchObject({ kind: 'tax', number: 1, previousHash: FIRST_PREVIOUS_HASH, sellerName: 'متجر الألعاب' });

    const tags = decodeTlv(invoice.qr!);
    expect(tags.get(1)!.toString()).toBe('متجر الألعاب');
    expect(tags.get(2)!.toString()).toBe(VAT_NUMBER);
    expect(tags.get(4)!.toString()).toBe('230.00');
    expect(tags.get(5)!.toString()).toBe('30.00');
    expect(tags.get(6)!.toString()).toBe(invoice.hash);
    expect(tags.get(8)!.toString('base64')).toBe(invoice.publicKey);
    const publicKey = createPublicKey({ key: tags.get(8)!, format: 'der', type: 'spki' });
    expect(verifyInvoiceSignature({ hash: invoice.hash!, signature: tags.get(7)!.toString(), publicKey })).toBe(true);
    expect(invoiceHash(invoice.xml!)).toBe(invoice.hash);

    const reply = await download(`/api/user/orders/${orderId}/invoice`, buyer);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    const texts = pdfTexts(Buffer.from(await reply.arrayBuffer()));
    for (const text of ['Simplified Tax Invoice', VAT_NUMBER, CR_NUMBER, 'INV-000001', '200.00', '30.00', '230.00 SAR']) {
      expect(texts).toContain(text);
    }
    // Arabic words whose letters all read back (see pdfTexts): the title's, the total's.
    expect(texts).toEqual(expect.arrayContaining(['ضريبية', 'مبسطة', 'الإجمالي', 'شامل']));

    // The seller's XML is the stored one; the admin reads it too; nobody else.
    const xml = await download(`/api/trader/orders/${orderId}/invoice.xml`, seller);
    expect(xml.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await xml.text()).toBe(invoice.xml);
    expect((await download(`/api/admin/orders/${orderId}/invoice.xml`, admin)).status).toBe(200);
    expect((await download(`/api/trader/orders/${orderId}/invoice.xml`, await t.createUser({ role: 'trader' }))).status).toBe(404);
    expect((await download(`/api/user/orders/${orderId}/invoice`, await t.createUser())).status).toBe(404);

    // Reported after issuing, by the default `log` provider: what would be sent is recorded.
    const [report] = await t.db.select().from(fatooraReports).where(eq(fatooraReports.invoiceId, invoice.id));
    expect(report).toMatchObject({ provider: 'log', status: 'logged', hash: invoice.hash, xml: invoice.xml });
  });

  it('numbers a seller’s invoices 1, 2, 3… without gaps under concurrent issuing, each chained to the one before', async () => {
    const seller = await shop(t, { vatRegistered: true });
    const listingId = await sell(seller, '115');
    const orderIds: string[] = [];
    for (let i = 0; i < 8; i++) orderIds.push((await buyListing(t, { listingId })).orderId);
    // The job after payment, downloads and direct calls all race to issue the same invoices.
    await Promise.all([
      ...orderIds.map((orderId) => download(`/api/trader/orders/${orderId}/invoice`, seller)),
      ...orderIds.map((orderId) => issueInvoice(t.db, { orderId, dataDir: t.dataDir })),
      t.jobsSettled(),
    ]);
    await t.jobsSettled();
    const issued = await t.db.select().from(invoices).where(eq(invoices.sellerId, seller.id)).orderBy(invoices.number);
    expect(issued.map((invoice) => invoice.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(issued.map((invoice) => invoice.orderId))).toEqual(new Set(orderIds));
    expect(issued[0]!.previousHash).toBe(FIRST_PREVIOUS_HASH);
    for (let i = 1; i < issued.length; i++) expect(issued[i]!.previousHash).toBe(issued[i - 1]!.hash);
    for (const invoice of issued) expect(invoiceHash(invoice.xml!)).toBe(invoice.hash);
    expect(new Set(issued.map((invoice) => invoice.hash)).size).toBe(8);
  });
});

describe('receipts of sellers without VAT', () => {
  it('issues a numbered receipt without any VAT, and no XML', async () => {
    const seller = await shop(t, { vatRegistered: false });
    const { orderId, buyer } = await buyListing(t, { listingId: await sell(seller, '200', 'يد تحكم مستعملة') });
    await t.jobsSettled();
    expect(await invoiceOf(orderId)).toMatchObject({ kind: 'receipt', number: 1, xml: null, qr: null, hash: null });

    const pdf = Buffer.from(await (await download(`/api/user/orders/${orderId}/invoice`, buyer)).arrayBuffer());
    const texts = pdfTexts(pdf);
    for (const text of ['Receipt', 'RCT-000001', '200.00', '200.00 SAR']) expect(texts).toContain(text);
    expect(texts).toEqual(expect.arrayContaining(['إيصال', 'الإجمالي', 'البائع']));
    expect(texts.filter((text) => /VAT (number|\d+%)|Total (ex|in)cluding VAT/.test(text))).toEqual([]);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');

    const xml = await t.request<TErrorReply>('GET', `/api/trader/orders/${orderId}/invoice.xml`, { token: seller.token });
    expect(xml.status).toBe(404);
    expect(xml.body.message).toBe('This order has a receipt, not a tax invoice: its seller was not registered for VAT.');
    expect(
      await t.db
        .select()
        .from(fatooraReports)
        .where(eq(fatooraReports.invoiceId, (await invoiceOf(orderId)).id)),
    ).toEqual([]);
  });

  it('gives an order placed before invoices existed its receipt on first download, dated when it was placed', async () => {
    const seller = await shop(t, { vatRegistered: false });
    const { orderId, buyer } = await buyListing(t, { listingId: await sell(seller, '50') });
    await t.jobsSettled();
    // As such an order is: no invoice, placed long ago.
    await t.db.delete(invoices).where(eq(invoices.orderId, orderId));
    await t.db.execute(sql`update invoice_counters set last_number = 0 where seller_id = ${seller.id}`);
    await t.db.execute(sql`update orders set created_at = '2026-03-01T09:00:00Z' where id = ${orderId}`);
    const texts = pdfTexts(Buffer.from(await (await download(`/api/user/orders/${orderId}/invoice`, buyer)).arrayBuffer()));
    expect(texts).toContain('2026-03-01 12:00:00');
    expect((await invoiceOf(orderId)).issuedAt.toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });
});
