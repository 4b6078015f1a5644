import { drawReportHeading, openReport } from '../../lib/pdf-page.js';
import { drawPdfTable, type PdfColumn } from '../../lib/pdf-table.js';
import {
  commissionLines,
  plainAmount,
  riyadhTime,
  STATEMENT_TEXTS,
  type Statement,
  type StatementLanguage,
  signedAmount,
} from './statement.js';

type Key = 'date' | 'type' | 'description' | 'status' | 'amount';
const COLUMNS: (PdfColumn & { key: Key })[] = [
  { key: 'date', width: 78, align: 'start' },
  { key: 'type', width: 88, align: 'start' },
  { key: 'description', width: 204, align: 'start' },
  { key: 'status', width: 65, align: 'start' },
  { key: 'amount', width: 80, align: 'end' },
];
const AMOUNT_COLUMN = COLUMNS.findIndex((column) => column.key === 'amount');
const TABLE_STYLE = { fontSize: 9, headerFontSize: 9, cellPadding: [0, 6], afterHeader: 6, afterRow: 2 } as const;

/**
 * The statement as a real PDF, drawn like the invoices (pdfkit, Arabic shaped by writeText): the holder, the period,
 * the balances at its start and end, then every movement, page after page, with "Page n of m" on each.
 * In Arabic the page reads right to left: the columns are mirrored and the texts set from the right.
 */
export async function renderStatementPdf(statement: Statement, language: StatementLanguage): Promise<Buffer> {
  const texts = STATEMENT_TEXTS[language];
  const { writer, bytes } = openReport({
    title: `${texts.title} ${statement.from} – ${statement.to}`,
    language,
    fontSize: TABLE_STYLE.fontSize,
    bufferPages: true,
  });
  const { doc, put, rule, contentWidth, margin } = writer;
  const bottom = doc.page.height - 60;

  const holder = [statement.holder.name, statement.holder.email || statement.holder.phone].filter(Boolean).join(' · ');
  let y = drawReportHeading(writer, {
    title: texts.title,
    labelWidth: 120,
    facts: [
      [texts.holder, holder],
      [texts.period, `${statement.from} – ${statement.to}`],
      [texts.generated, riyadhTime(statement.generatedAt)],
      [texts.count, String(statement.transactions.length)],
    ],
  });

  y += 10;
  doc.fillColor('#111827');
  put(texts.balances, { x: 0, y, width: 180, bold: true });
  put(texts.atStart, { x: 185, y, width: 110, bold: true, align: 'end' });
  y = put(texts.atEnd, { x: 300, y, width: 110, bold: true, align: 'end' });
  rule(y + 2);
  y += 4;
  for (const kind of ['available', 'pending', 'held'] as const) {
    put(texts[kind], { x: 0, y, width: 180 });
    put(signedAmount(statement.opening[kind]), { x: 185, y, width: 110, align: 'end' });
    y = put(signedAmount(statement.closing[kind]), { x: 300, y, width: 110, align: 'end' });
  }

  const { transactions } = statement;
  y = drawPdfTable(writer, {
    columns: COLUMNS,
    headers: [COLUMNS.map((column) => texts.columns[column.key])],
    rows: transactions.map((transaction) => {
      const cells: Record<Key, string> = {
        date: riyadhTime(transaction.created_at),
        type: texts.types[transaction.type] ?? transaction.type,
        description: transaction.description,
        status: texts.statuses[transaction.status] ?? transaction.status,
        amount: signedAmount(transaction.amount),
      };
      return COLUMNS.map((column) => cells[column.key]);
    }),
    top: y + 18,
    bottom,
    style: TABLE_STYLE,
    whenEmpty: texts.none,
    cellColor: (row, column) => (column === AMOUNT_COLUMN && transactions[row]!.amount > 0 ? '#047857' : '#1f2937'),
  });
  const commission = commissionLines(statement, language);
  if (commission.length) {
    y += 14;
    if (y > bottom) {
      doc.addPage();
      y = margin;
    }
    rule(y);
    y += 6;
    doc.fillColor('#111827');
  }
  for (const [label, value] of commission) {
    put(label, { x: 0, y, width: 300 });
    y = put(typeof value === 'number' ? plainAmount(value) : value, { x: 305, y, width: 160, align: 'end' });
  }

  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    doc.fillColor('#6b7280');
    put(`${texts.page} ${index - start + 1} ${texts.of} ${count}`, {
      x: 0,
      y: doc.page.height - 45,
      width: contentWidth,
      fontSize: 8,
      align: 'end',
    });
  }
  doc.end();
  return bytes;
}
