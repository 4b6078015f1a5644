import { halalasToSar } from '@gamesouq/core';
import { and, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { openPdf, pdfWriter } from '../../lib/pdf-page.js';
import { drawPdfTable, type PdfColumn } from '../../lib/pdf-table.js';
import { writeText } from '../../lib/pdf-text.js';
import { orderItems, orders } from '../orders/index.js';
import type { UserRow } from '../users/index.js';
import { users } from '../users/index.js';
import { riyadhDateTime } from './build-invoice-xml.js';
import type { InvoiceAmounts, SoldLine } from './invoice-amounts.js';
import { type InvoiceRow, invoiceNumber, issueInvoice } from './issue-invoice.js';
import { creditedAmounts, invoiceAmounts, soldLines } from './order-lines.js';
import { invoices } from './tables.js';

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
  const order = await viewableOrder(db, { orderId, viewer });
  const invoice = await issueInvoice(db, { orderId, dataDir });
  const file = await drawDocument({ ...(await orderParts(db, order)), document: invoice });
  return { file, filename: `invoice-${order.number}.pdf` };
}

/** One of the order's credit notes (or refund receipts) as a PDF, laid out like its invoice, for the same viewers. */
export async function renderCreditNote(db: Db, { orderId, noteId, viewer }: { orderId: string; noteId: string; viewer: UserRow }) {
  const order = await viewableOrder(db, { orderId, viewer });
  const [note] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, noteId), eq(invoices.orderId, orderId), inArray(invoices.kind, ['credit_note', 'refund_receipt'])));
  const [credited] = note?.creditedInvoiceId ? await db.select().from(invoices).where(eq(invoices.id, note.creditedInvoiceId)) : [];
  if (!note || !credited) throw new AppError('NOT_FOUND', 'errors.creditNoteNotFound');
  const file = await drawDocument({ ...(await orderParts(db, order)), document: note, credited });
  return { file, filename: `${invoiceNumber(note)}.pdf` };
}

/** The order, if the viewer is its buyer, its seller or an admin. */
export async function viewableOrder(db: Db, { orderId, viewer }: { orderId: string; viewer: UserRow }) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || (order.buyerId !== viewer.id && order.sellerId !== viewer.id && viewer.role !== 'admin')) {
    throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  }
  return order;
}

async function orderParts(db: Db, order: Order) {
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const [buyer] = await db.select({ name: users.name }).from(users).where(eq(users.id, order.buyerId));
  return { order, lines: soldLines(order, items, 'Shipping - الشحن'), buyerName: buyer?.name ?? '' };
}

const TITLES: Record<InvoiceRow['kind'], [english: string, arabic: string]> = {
  tax: ['Simplified Tax Invoice', 'فاتورة ضريبية مبسطة'],
  receipt: ['Receipt', 'إيصال'],
  credit_note: ['Simplified Tax Credit Note', 'إشعار دائن ضريبي مبسط'],
  refund_receipt: ['Refund Receipt', 'إيصال استرداد'],
};

async function drawDocument({
  document,
  credited,
  order,
  lines,
  buyerName,
}: {
  document: InvoiceRow;
  /** A credit note's or refund receipt's original document. */
  credited?: InvoiceRow;
  order: Order;
  lines: SoldLine[];
  buyerName: string;
}) {
  const isTax = document.kind === 'tax' || document.kind === 'credit_note';
  const number = invoiceNumber(document);
  const [title, arabicTitle] = TITLES[document.kind];
  const { doc: pdf, bytes } = openPdf({ size: 'A4', margin: 40, info: { Title: `${title} ${number}`, Author: 'GameSouq' } });

  pdf.fillColor('#4c1d95');
  writeText(pdf, 'GameSouq', { x: LEFT, y: 36, width: 200, bold: true, fontSize: 18 });
  writeText(pdf, 'جيم سوق', { x: RIGHT - 200, y: 36, width: 200, bold: true, fontSize: 18, align: 'right' });
  pdf.fillColor(INK);
  writeText(pdf, title, { x: LEFT, y: 70, width: 250, bold: true, fontSize: 15 });
  writeText(pdf, arabicTitle, { x: RIGHT - 250, y: 70, width: 250, bold: true, fontSize: 15, align: 'right' });

  let y = 112;
  // The QR stands left of the details on a tax document; a receipt's details take the whole width.
  const infoLeft = isTax ? LEFT + 160 : LEFT;
  if (isTax && document.qr) pdf.image(await QRCode.toBuffer(document.qr, { margin: 1, width: 300 }), LEFT, y, { width: 150 });
  const { date, time } = riyadhDateTime(document.issuedAt);
  const details: [string, string, string][] = [
    [`${title.replace('Simplified Tax ', '')} number`, number, `رقم ${arabicTitle.split(' ')[0]}`],
    ['Issue date and time', `${date} ${time}`, 'تاريخ ووقت الإصدار'],
    ...(credited
      ? ([[credited.kind === 'tax' ? 'Credits invoice' : 'Refunds receipt', invoiceNumber(credited), 'المستند الأصلي']] as [
          string,
          string,
          string,
        ][])
      : []),
    ['Order', `#${order.number}`, 'رقم الطلب'],
    ['Seller', document.sellerName, 'البائع'],
    ...(isTax ? ([['VAT number', order.sellerVatNumber ?? '', 'الرقم الضريبي']] as [string, string, string][]) : []),
    ...(order.sellerCrNumber ? ([['CR number', order.sellerCrNumber, 'رقم السجل التجاري']] as [string, string, string][]) : []),
    ...(document.sellerAddress ? ([['Address', document.sellerAddress, 'العنوان']] as [string, string, string][]) : []),
    ['Buyer', buyerName, 'المشتري'],
  ];
  const valueWidth = RIGHT - infoLeft - 230;
  for (const [english, value, arabic] of details) {
    pdf.fillColor(MUTED);
    writeText(pdf, english, { x: infoLeft, y, width: 105, fontSize: 9 });
    writeText(pdf, arabic, { x: RIGHT - 120, y, width: 120, fontSize: 9, align: 'right' });
    pdf.fillColor(INK);
    y = Math.max(y + 18, writeText(pdf, value, { x: infoLeft + 110, y, width: valueWidth, fontSize: 9, align: 'left' }));
  }
  y = Math.max(y, isTax ? 112 + 156 : y) + 14;

  // An order is refunded once in full (cancelled) or once in part (a dispute's partial refund, then completed).
  const refund = credited ? { amount: document.amount ?? 0, full: order.paymentStatus === 'refunded' } : null;
  const table = refund
    ? isTax
      ? taxTable(creditedAmounts(order, lines, refund, PARTIAL_REFUND_TITLE), order, 'Refunded to the buyer')
      : refundTable(refund.full ? lines : [{ title: PARTIAL_REFUND_TITLE, quantity: 1, gross: refund.amount }], refund.amount)
    : isTax
      ? taxTable(invoiceAmounts(order, lines), order, 'Paid by the buyer')
      : receiptTable(lines, order);
  y = drawTable(pdf, { ...table, y });

  y += 16;
  pdf.fillColor(MUTED);
  const note = NOTES[document.kind];
  writeText(pdf, note[0], { x: LEFT, y, width: 250, fontSize: 8 });
  writeText(pdf, note[1], { x: RIGHT - 250, y, width: 250, fontSize: 8, align: 'right' });
  pdf.end();
  return bytes;
}

const PARTIAL_REFUND_TITLE = 'Partial refund - استرداد جزئي';
const NOT_REGISTERED = [
  'The seller is not registered for VAT: no VAT is charged.',
  'البائع غير مسجل في ضريبة القيمة المضافة: لا تُحتسب ضريبة.',
] as const;
const NOTES: Record<InvoiceRow['kind'], readonly [string, string]> = {
  tax: [
    'Prices include VAT. Issued by GameSouq on behalf of the seller.',
    'الأسعار شاملة ضريبة القيمة المضافة. أصدرتها جيم سوق نيابة عن البائع.',
  ],
  receipt: NOT_REGISTERED,
  credit_note: [
    'Credits the invoice above for what was refunded, VAT included. Issued by GameSouq on behalf of the seller.',
    'إشعار دائن للفاتورة المذكورة بقيمة المبلغ المسترد شاملًا الضريبة. أصدرته جيم سوق نيابة عن البائع.',
  ],
  refund_receipt: NOT_REGISTERED,
};

type Column = PdfColumn & { english: string; arabic: string };
type Table = { columns: Column[]; rows: string[][]; totals: [string, string, string, boolean?][] };

function taxTable(amounts: InvoiceAmounts, order: Order, payableLabel: string): Table {
  return {
    columns: [
      { english: 'Item', arabic: 'الصنف', width: 165, align: 'start' },
      { english: 'Qty', arabic: 'الكمية', width: 40, align: 'end' },
      { english: 'Unit price', arabic: 'سعر الوحدة', width: 75, align: 'end' },
      { english: 'Net', arabic: 'الصافي', width: 80, align: 'end' },
      { english: `VAT ${order.vatPercent}%`, arabic: 'الضريبة', width: 70, align: 'end' },
      { english: 'Total (SAR)', arabic: 'الإجمالي بالريال', width: 85, align: 'end' },
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
            [payableLabel, `${amount(amounts.payable)} SAR`, PAYABLE_ARABIC[payableLabel] ?? '', true],
          ] as [string, string, string, boolean?][])
        : []),
    ],
  };
}

const PAYABLE_ARABIC: Record<string, string> = { 'Paid by the buyer': 'المدفوع من المشتري', 'Refunded to the buyer': 'المسترد للمشتري' };

/** A refund receipt: what was sold and is refunded, then the amount the buyer got back. */
function refundTable(lines: SoldLine[], refunded: number): Table {
  return {
    ...receiptColumns,
    rows: lines.map((line) => [line.title, String(line.quantity), amount(line.gross / line.quantity), amount(line.gross)]),
    totals: [['Refunded to the buyer', `${amount(refunded)} SAR`, 'المسترد للمشتري', true]],
  };
}

const receiptColumns: Pick<Table, 'columns'> = {
  columns: [
    { english: 'Item', arabic: 'الصنف', width: 285, align: 'start' },
    { english: 'Qty', arabic: 'الكمية', width: 50, align: 'end' },
    { english: 'Unit price', arabic: 'سعر الوحدة', width: 90, align: 'end' },
    { english: 'Total (SAR)', arabic: 'الإجمالي بالريال', width: 90, align: 'end' },
  ],
};

function receiptTable(lines: SoldLine[], order: Order): Table {
  return {
    ...receiptColumns,
    rows: lines.map((line) => [line.title, String(line.quantity), amount(line.gross / line.quantity), amount(line.gross)]),
    totals: [
      ...(order.discount > 0 ? ([['Discount', `-${amount(order.discount)}`, 'الخصم']] as [string, string, string][]) : []),
      // Orders placed before issue 15 had a tax added at the cart and collected by the platform: shown as charged.
      ...(order.tax > 0 ? ([['Tax added at checkout', amount(order.tax), 'ضريبة أضيفت عند الدفع']] as [string, string, string][]) : []),
      ['Total', `${amount(order.total)} SAR`, 'الإجمالي', true],
    ],
  };
}

const TABLE_STYLE = {
  fontSize: 9,
  headerFontSize: 8,
  cellPadding: [3, 3],
  headerBand: 34,
  afterHeader: 4,
  afterRow: 4,
  hasRowRules: true,
} as const;

/** The lines under a bilingual header (Arabic above English), then the totals, each with its label in both languages. */
function drawTable(doc: PDFKit.PDFDocument, { columns, rows, totals, y: top }: Table & { y: number }) {
  let y = drawPdfTable(pdfWriter(doc, { margin: LEFT, isRtl: false, fontSize: TABLE_STYLE.fontSize }), {
    columns,
    headers: [columns.map((column) => column.arabic), columns.map((column) => column.english)],
    rows,
    top,
    style: TABLE_STYLE,
    cellColor: () => INK,
  });
  y += 8;
  for (const [english, value, arabic, isBold] of totals) {
    writeText(doc, english, { x: LEFT + 200, y, width: 130, bold: isBold, fontSize: 9 });
    writeText(doc, value, { x: LEFT + 330, y, width: 75, bold: isBold, fontSize: 9, align: 'right' });
    y = writeText(doc, arabic, { x: RIGHT - 145, y, width: 145, bold: isBold, fontSize: 9, align: 'right' });
  }
  return y;
}
