import PDFDocument from 'pdfkit';
import { writeText } from '../../lib/pdf-text.js';
import {
  commissionLines,
  plainAmount,
  riyadhTime,
  STATEMENT_TEXTS,
  type Statement,
  type StatementLanguage,
  signedAmount,
} from './statement.js';

const MARGIN = 40;
const FONT_SIZE = 9;
type Column = { key: 'date' | 'type' | 'description' | 'status' | 'amount'; width: number; align: 'start' | 'end' };
const COLUMNS: Column[] = [
  { key: 'date', width: 78, align: 'start' },
  { key: 'type', width: 88, align: 'start' },
  { key: 'description', width: 204, align: 'start' },
  { key: 'status', width: 65, align: 'start' },
  { key: 'amount', width: 80, align: 'end' },
];

/**
 * The statement as a real PDF, drawn like the invoices (pdfkit, Arabic shaped by writeText): the holder, the period,
 * the balances at its start and end, then every movement, page after page, with "Page n of m" on each.
 * In Arabic the page reads right to left: the columns are mirrored and the texts set from the right.
 */
export async function renderStatementPdf(statement: Statement, language: StatementLanguage): Promise<Buffer> {
  const texts = STATEMENT_TEXTS[language];
  const isRtl = language === 'ar';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: 20, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `${texts.title} ${statement.from} – ${statement.to}`, Author: 'GameSouq' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const pageWidth = doc.page.width;
  const contentWidth = pageWidth - 2 * MARGIN;
  const bottom = doc.page.height - 60;
  /** Writes in a box given in reading order: `x` from the start edge (left in English, right in Arabic). */
  const put = (text: string, { x, y, width, align = 'start', bold = false, fontSize = FONT_SIZE }: PutOptions) =>
    writeText(doc, text, {
      x: isRtl ? pageWidth - MARGIN - x - width : MARGIN + x,
      y,
      width,
      bold,
      fontSize,
      align: (align === 'start') !== isRtl ? 'left' : 'right',
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
  const holder = [statement.holder.name, statement.holder.email || statement.holder.phone].filter(Boolean).join(' · ');
  for (const [label, value] of [
    [texts.holder, holder],
    [texts.period, `${statement.from} – ${statement.to}`],
    [texts.generated, riyadhTime(statement.generatedAt)],
    [texts.count, String(statement.transactions.length)],
  ] as const) {
    put(label, { x: 0, y, width: 120, bold: true });
    y = put(value, { x: 125, y, width: contentWidth - 125 });
  }

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

  const header = (top: number) => {
    doc.fillColor('#111827');
    let x = 0;
    let below = top;
    for (const column of COLUMNS) {
      below = Math.max(below, put(texts.columns[column.key], { x, y: top, width: column.width - 6, bold: true, align: column.align }));
      x += column.width;
    }
    rule(below + 2);
    return below + 6;
  };
  y = header(y + 18);
  if (statement.transactions.length === 0) put(texts.none, { x: 0, y, width: contentWidth });
  for (const transaction of statement.transactions) {
    if (y > bottom) {
      doc.addPage();
      y = header(MARGIN);
    }
    const cells: Record<Column['key'], string> = {
      date: riyadhTime(transaction.created_at),
      type: texts.types[transaction.type] ?? transaction.type,
      description: transaction.description,
      status: texts.statuses[transaction.status] ?? transaction.status,
      amount: signedAmount(transaction.amount),
    };
    let x = 0;
    let below = y;
    for (const column of COLUMNS) {
      doc.fillColor(column.key === 'amount' && transaction.amount > 0 ? '#047857' : '#1f2937');
      below = Math.max(below, put(cells[column.key], { x, y, width: column.width - 6, align: column.align }));
      x += column.width;
    }
    y = below + 2;
  }

  const commission = commissionLines(statement, language);
  if (commission.length) {
    y += 14;
    if (y > bottom) {
      doc.addPage();
      y = MARGIN;
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
  return done;
}

type PutOptions = { x: number; y: number; width: number; align?: 'start' | 'end'; bold?: boolean; fontSize?: number };
