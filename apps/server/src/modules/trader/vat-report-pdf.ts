import { drawReportHeading, openReport } from '../../lib/pdf-page.js';
import { drawPdfTable, type PdfColumn } from '../../lib/pdf-table.js';
import { plainAmount as amount } from '../wallet/index.js';
import type { VatReport } from './vat-report.js';
import { type ReportLanguage, riyadhDay, VAT_REPORT_TEXTS } from './vat-report-csv.js';

type Key = 'order' | 'date' | 'gross' | 'net' | 'vat' | 'platformPromo' | 'commission' | 'commissionVat';
const COLUMNS: (PdfColumn & { key: Key })[] = [
  { key: 'order', width: 55, align: 'start' },
  { key: 'date', width: 62, align: 'start' },
  { key: 'gross', width: 64, align: 'end' },
  { key: 'net', width: 64, align: 'end' },
  { key: 'vat', width: 60, align: 'end' },
  { key: 'platformPromo', width: 70, align: 'end' },
  { key: 'commission', width: 70, align: 'end' },
  { key: 'commissionVat', width: 70, align: 'end' },
];
const TABLE_STYLE = { fontSize: 8.5, headerFontSize: 8.5, cellPadding: [0, 4], afterHeader: 5, afterRow: 2 } as const;

/**
 * The VAT report as a PDF, drawn like the wallet statement (pdfkit, Arabic shaped by writeText): the seller's
 * registration and the period, the totals a VAT return needs, then every order. Arabic reads right to left.
 */
export async function renderVatReportPdf(report: VatReport, language: ReportLanguage): Promise<Buffer> {
  const texts = VAT_REPORT_TEXTS[language];
  const { writer, bytes } = openReport({
    title: `${texts.title} ${report.from} – ${report.to}`,
    language,
    fontSize: TABLE_STYLE.fontSize,
  });
  const { doc, put, rule, contentWidth } = writer;

  let y = drawReportHeading(writer, {
    title: texts.title,
    labelWidth: 150,
    facts: [
      [texts.seller, report.seller.name],
      [texts.vatNumber, report.seller.vatNumber ?? texts.notRegistered],
      [texts.crNumber, report.seller.crNumber ?? '–'],
      [texts.period, `${report.from} – ${report.to}`],
      [texts.platformVatNumber, report.platformVatNumber ?? texts.notRegistered],
    ],
  });

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
    y = put(value, { x: 265, y, width: 120, align: 'end', fontSize: 9 });
  }

  drawPdfTable(writer, {
    columns: COLUMNS,
    headers: [COLUMNS.map((column) => texts.columns[column.key])],
    rows: report.orders.map((order) => {
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
      return COLUMNS.map((column) => cells[column.key]);
    }),
    top: y + 18,
    bottom: doc.page.height - 50,
    style: TABLE_STYLE,
    whenEmpty: texts.none,
  });
  doc.end();
  return bytes;
}
