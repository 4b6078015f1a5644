import PDFDocument from 'pdfkit';
import { writeText } from '../../lib/pdf-text.js';
import { plainAmount as amount } from '../wallet/index.js';
import type { VatReport } from './vat-report.js';
import { type ReportLanguage, riyadhDay, VAT_REPORT_TEXTS } from './vat-report-csv.js';

const MARGIN = 40;
const FONT_SIZE = 8.5;
type Key = 'order' | 'date' | 'gross' | 'net' | 'vat' | 'platformPromo' | 'commission' | 'commissionVat';
const COLUMNS: { key: Key; width: number }[] = [
  { key: 'order', width: 55 },
  { key: 'date', width: 62 },
  { key: 'gross', width: 64 },
  { key: 'net', width: 64 },
  { key: 'vat', width: 60 },
  { key: 'platformPromo', width: 70 },
  { key: 'commission', width: 70 },
  { key: 'commissionVat', width: 70 },
];

/**
 * The VAT report as a PDF, drawn like the wallet statement (pdfkit, Arabic shaped by writeText): the seller's
 * registration and the period, the totals a VAT return needs, then every order. Arabic reads right to left.
 */
export async function renderVatReportPdf(report: VatReport, language: ReportLanguage): Promise<Buffer> {
  const texts = VAT_REPORT_TEXTS[language];
  const isRtl = language === 'ar';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 20, left: MARGIN, right: MARGIN },
    info: { Title: `${texts.title} ${report.from} – ${report.to}`, Author: 'GameSouq' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const pageWidth = doc.page.width;
  const contentWidth = pageWidth - 2 * MARGIN;
  const bottom = doc.page.height - 50;
  /** Writes in a box given in reading order: `x` from the start edge (left in English, right in Arabic). */
  const put = (text: string, { x, y, width, isEnd = false, bold = false, fontSize = FONT_SIZE }: PutOptions) =>
    writeText(doc, text, {
      x: isRtl ? pageWidth - MARGIN - x - width : MARGIN + x,
      y,
      width,
      bold,
      fontSize,
      align: isEnd !== isRtl ? 'right' : 'left',
    });
  const rule = (y: number) =>
    doc
      .moveTo(MARGIN, y)
      .lineTo(pageWidth - MARGIN, y)
      .lineWidth(0.5)
      .strokeColor('#d1d5db')
      .stroke();

  doc.fillColor('#4c1d95');
  let y = put('GameSouq', { x: 0, y: MARGIN, width: contentWidth, bold: true, fontSize: 20 });
  doc.fillColor('#111827');
  y = put(texts.title, { x: 0, y, width: contentWidth, bold: true, fontSize: 14 }) + 6;
  doc.fillColor('#374151');
  for (const [label, value] of [
    [texts.seller, report.seller.name],
    [texts.vatNumber, report.seller.vatNumber ?? texts.notRegistered],
    [texts.crNumber, report.seller.crNumber ?? '–'],
    [texts.period, `${report.from} – ${report.to}`],
    [texts.platformVatNumber, report.platformVatNumber ?? texts.notRegistered],
  ] as const) {
    put(label, { x: 0, y, width: 150, bold: true, fontSize: 9 });
    y = put(value, { x: 155, y, width: contentWidth - 155, fontSize: 9 });
  }

  y += 10;
  doc.fillColor('#111827');
  y = put(texts.totals, { x: 0, y, width: contentWidth, bold: true, fontSize: 11 }) + 2;
  rule(y);
  y += 4;
  const { totals } = report;
  for (const [label, value] of [
    [texts.orders, String(totals.orders)],
    [texts.columns.gross, amount(totals.gross)],
    [texts.columns.net, amount(totals.net)],
    [texts.columns.vat, amount(totals.vat)],
    [texts.columns.platformPromo, amount(totals.platformPromo)],
    [texts.columns.commission, amount(totals.commission)],
    [texts.columns.commissionNet, amount(totals.commissionNet)],
    [texts.columns.commissionVat, amount(totals.commissionVat)],
  ] as const) {
    put(label, { x: 0, y, width: 260, fontSize: 9 });
    y = put(value, { x: 265, y, width: 120, isEnd: true, fontSize: 9 });
  }

  const header = (top: number) => {
    doc.fillColor('#111827');
    let x = 0;
    let below = top;
    for (const column of COLUMNS) {
      below = Math.max(
        below,
        put(texts.columns[column.key], { x, y: top, width: column.width - 4, bold: true, isEnd: x > 0 && column.key !== 'date' }),
      );
      x += column.width;
    }
    rule(below + 2);
    return below + 5;
  };
  y = header(y + 18);
  if (report.orders.length === 0) put(texts.none, { x: 0, y, width: contentWidth });
  doc.fillColor('#1f2937');
  for (const order of report.orders) {
    if (y > bottom) {
      doc.addPage();
      y = header(MARGIN);
      doc.fillColor('#1f2937');
    }
    const cells: Record<Key, string> = {
      order: order.orderId,
      date: riyadhDay(order.date),
      gross: amount(order.gross),
      net: amount(order.net),
      vat: amount(order.vat),
      platformPromo: amount(order.platformPromo),
      commission: amount(order.commission),
      commissionVat: amount(order.commissionVat),
    };
    let x = 0;
    let below = y;
    for (const column of COLUMNS) {
      below = Math.max(below, put(cells[column.key], { x, y, width: column.width - 4, isEnd: x > 0 && column.key !== 'date' }));
      x += column.width;
    }
    y = below + 2;
  }
  doc.end();
  return done;
}

type PutOptions = { x: number; y: number; width: number; isEnd?: boolean; bold?: boolean; fontSize?: number };
