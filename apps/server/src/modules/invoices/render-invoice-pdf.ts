import { halalasToSar } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { writeText } from '../../lib/pdf-text.js';
import { orderItems, orders } from '../orders/index.js';
import type { UserRow } from '../users/index.js';
import { users } from '../users/index.js';
import { riyadhDateTime } from './build-invoice-xml.js';
import { splitVat } from './invoice-amounts.js';
import { type InvoiceRow, invoiceNumber, issueInvoice } from './issue-invoice.js';

type Order = typeof orders.$inferSelect;
const amount = (halalas: number) => halalasToSar(halalas).toFixed(2);
const LEFT = 40;
const RIGHT = 555;
const INK = '#111827';
const MUTED = '#4b5563';

/**
 * The order's invoice as a PDF, Arabic and English side by side (Arabic on the right, read first): a simplified tax
 * invoice with net, VAT and total per line and the phase 2 QR, or a receipt without VAT. Issued now if the job has not
 * yet. Only the buyer, the seller and admins may download it.
 */
export async function renderInvoice(db: Db, { orderId, viewer, dataDir }: { orderId: string; viewer: UserRow; dataDir: string }) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.buyerId !== viewer.id && order.sellerId !== viewer.id && viewer.role !== 'admin')) {
    throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  }
  const invoice = await issueInvoice(db, { orderId, dataDir });
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
  const [buyer] = await db.select({ name: users.name }).from(users).where(eq(users.id, order.buyerId));
  const file = await drawInvoice({ invoice, order, items, buyerName: buyer?.name ?? '' });
  return { file, filename: `invoice-${order.number}.pdf` };
}

async function drawInvoice({
  invoice,
  order,
  items,
  buyerName,
}: {
  invoice: InvoiceRow;
  order: Order;
  items: (typeof orderItems.$inferSelect)[];
  buyerName: string;
}) {
  const isTax = invoice.kind === 'tax';
  const number = invoiceNumber(invoice);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${isTax ? 'Tax invoice' : 'Receipt'} ${number}`, Author: 'GameSouq' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  doc.fillColor('#4c1d95');
  writeText(doc, 'GameSouq', { x: LEFT, y: 36, width: 200, bold: true, fontSize: 18 });
  writeText(doc, 'جيم سوق', { x: RIGHT - 200, y: 36, width: 200, bold: true, fontSize: 18, align: 'right' });
  doc.fillColor(INK);
  writeText(doc, isTax ? 'Simplified Tax Invoice' : 'Receipt', { x: LEFT, y: 70, width: 250, bold: true, fontSize: 15 });
  writeText(doc, isTax ? 'فاتورة ضريبية مبسطة' : 'إيصال', { x: RIGHT - 250, y: 70, width: 250, bold: true, fontSize: 15, align: 'right' });

  let y = 112;
  // The QR stands left of the details on a tax invoice; a receipt's details take the whole width.
  const infoLeft = isTax ? LEFT + 160 : LEFT;
  if (isTax && invoice.qr) doc.image(await QRCode.toBuffer(invoice.qr, { margin: 1, width: 300 }), LEFT, y, { width: 150 });
  const { date, time } = riyadhDateTime(invoice.issuedAt);
  const details: [string, string, string][] = [
    isTax ? ['Invoice number', number, 'رقم الفاتورة'] : ['Receipt number', number, 'رقم الإيصال'],
    ['Issue date and time', `${date} ${time}`, 'تاريخ ووقت الإصدار'],
    ['Order', `#${order.number}`, 'رقم الطلب'],
    ['Seller', invoice.sellerName, 'البائع'],
    ...(isTax ? ([['VAT number', order.sellerVatNumber ?? '', 'الرقم الضريبي']] as [string, string, string][]) : []),
    ...(order.sellerCrNumber ? ([['CR number', order.sellerCrNumber, 'رقم السجل التجاري']] as [string, string, string][]) : []),
    ...(invoice.sellerAddress ? ([['Address', invoice.sellerAddress, 'العنوان']] as [string, string, string][]) : []),
    ['Buyer', buyerName, 'المشتري'],
  ];
  const valueWidth = RIGHT - infoLeft - 230;
  for (const [english, value, arabic] of details) {
    doc.fillColor(MUTED);
    writeText(doc, english, { x: infoLeft, y, width: 105, fontSize: 9 });
    writeText(doc, arabic, { x: RIGHT - 120, y, width: 120, fontSize: 9, align: 'right' });
    doc.fillColor(INK);
    y = Math.max(y + 18, writeText(doc, value, { x: infoLeft + 110, y, width: valueWidth, fontSize: 9, align: 'left' }));
  }
  y = Math.max(y, isTax ? 112 + 156 : y) + 14;

  const lines = [
    ...items.map((item) => ({ title: item.title, quantity: item.quantity, gross: item.unitPrice * item.quantity })),
    ...(order.shipping > 0 ? [{ title: 'Shipping - الشحن', quantity: 1, gross: order.shipping }] : []),
  ];
  const table = isTax
    ? taxTable(splitVat({ lines, discount: order.discount, vat: order.vat, total: order.total, percent: order.vatPercent }), order)
    : receiptTable(lines, order);
  y = drawTable(doc, { ...table, y });

  y += 16;
  doc.fillColor(MUTED);
  const note = isTax
    ? [
        'Prices include VAT. Issued by GameSouq on behalf of the seller.',
        'الأسعار شاملة ضريبة القيمة المضافة. أصدرتها جيم سوق نيابة عن البائع.',
      ]
    : ['The seller is not registered for VAT: no VAT is charged.', 'البائع غير مسجل في ضريبة القيمة المضافة: لا تُحتسب ضريبة.'];
  writeText(doc, note[0]!, { x: LEFT, y, width: 250, fontSize: 8 });
  writeText(doc, note[1]!, { x: RIGHT - 250, y, width: 250, fontSize: 8, align: 'right' });
  doc.end();
  return done;
}

type Column = { english: string; arabic: string; width: number };
type Table = { columns: Column[]; rows: string[][]; totals: [string, string, string, boolean?][] };

function taxTable(amounts: ReturnType<typeof splitVat>, order: Order): Table {
  return {
    columns: [
      { english: 'Item', arabic: 'الصنف', width: 165 },
      { english: 'Qty', arabic: 'الكمية', width: 40 },
      { english: 'Unit price', arabic: 'سعر الوحدة', width: 75 },
      { english: 'Net', arabic: 'الصافي', width: 80 },
      { english: `VAT ${order.vatPercent}%`, arabic: 'الضريبة', width: 70 },
      { english: 'Total (SAR)', arabic: 'الإجمالي بالريال', width: 85 },
    ],
    rows: amounts.lines.map((line) => [
      line.title,
      String(line.quantity),
      amount(line.gross / line.quantity),
      amount(line.net),
      amount(line.vat),
      amount(line.gross),
    ]),
    totals: [
      ['Total excluding VAT', amount(amounts.net), 'الإجمالي غير شامل الضريبة'],
      [`VAT ${order.vatPercent}%`, amount(amounts.vat), `ضريبة القيمة المضافة ${order.vatPercent}%`],
      ['Total including VAT', `${amount(amounts.gross)} SAR`, 'الإجمالي شامل الضريبة', true],
      ...(amounts.prepaid > 0
        ? ([
            ['Promo paid by GameSouq', `-${amount(amounts.prepaid)}`, 'خصم ترويجي تدفعه المنصة'],
            ['Paid by the buyer', `${amount(amounts.payable)} SAR`, 'المدفوع من المشتري', true],
          ] as [string, string, string, boolean?][])
        : []),
    ],
  };
}

function receiptTable(lines: { title: string; quantity: number; gross: number }[], order: Order): Table {
  return {
    columns: [
      { english: 'Item', arabic: 'الصنف', width: 285 },
      { english: 'Qty', arabic: 'الكمية', width: 50 },
      { english: 'Unit price', arabic: 'سعر الوحدة', width: 90 },
      { english: 'Total (SAR)', arabic: 'الإجمالي بالريال', width: 90 },
    ],
    rows: lines.map((line) => [line.title, String(line.quantity), amount(line.gross / line.quantity), amount(line.gross)]),
    totals: [
      ...(order.discount > 0 ? ([['Discount', `-${amount(order.discount)}`, 'الخصم']] as [string, string, string][]) : []),
      // Orders placed before issue 15 had a tax added at the cart and collected by the platform: shown as charged.
      ...(order.tax > 0 ? ([['Tax added at checkout', amount(order.tax), 'ضريبة أضيفت عند الدفع']] as [string, string, string][]) : []),
      ['Total', `${amount(order.total)} SAR`, 'الإجمالي', true],
    ],
  };
}

function drawTable(doc: PDFKit.PDFDocument, { columns, rows, totals, y: top }: Table & { y: number }) {
  let y = top;
  const cells = (texts: string[], { bold = false, fontSize = 9 } = {}) => {
    let x = LEFT;
    let bottom = y;
    texts.forEach((text, i) => {
      const width = columns[i]!.width;
      bottom = Math.max(bottom, writeText(doc, text, { x: x + 3, y, width: width - 6, bold, fontSize, align: i === 0 ? 'left' : 'right' }));
      x += width;
    });
    y = bottom;
  };
  doc.rect(LEFT, y - 2, RIGHT - LEFT, 34).fill('#f3f4f6');
  doc.fillColor(INK);
  cells(
    columns.map((c) => c.arabic),
    { bold: true, fontSize: 8 },
  );
  cells(
    columns.map((c) => c.english),
    { bold: true, fontSize: 8 },
  );
  y += 4;
  for (const row of rows) {
    cells(row);
    doc
      .moveTo(LEFT, y + 1)
      .lineTo(RIGHT, y + 1)
      .lineWidth(0.5)
      .strokeColor('#e5e7eb')
      .stroke();
    y += 4;
  }
  y += 8;
  for (const [english, value, arabic, isBold] of totals) {
    writeText(doc, english, { x: LEFT + 200, y, width: 130, bold: isBold, fontSize: 9 });
    writeText(doc, value, { x: LEFT + 330, y, width: 75, bold: isBold, fontSize: 9, align: 'right' });
    y = writeText(doc, arabic, { x: RIGHT - 145, y, width: 145, bold: isBold, fontSize: 9, align: 'right' });
  }
  return y;
}
