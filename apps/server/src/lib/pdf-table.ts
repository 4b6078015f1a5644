import type { PdfWriter } from './pdf-page.js';

const HEADER_INK = '#111827';
const CELL_INK = '#1f2937';

export type PdfColumn = { width: number; align: 'start' | 'end' };

export type PdfTableStyle = {
  fontSize: number;
  headerFontSize: number;
  /** The blank room in every cell at its start and end edges. */
  cellPadding: readonly [start: number, end: number];
  /** A grey band of this height behind the header; without it, a rule under the header. */
  headerBand?: number;
  afterHeader: number;
  afterRow: number;
  /** A faint rule under every row. */
  hasRowRules?: boolean;
};

type PdfTable = {
  columns: PdfColumn[];
  /** The header's lines (one text a column each), in bold. */
  headers: string[][];
  rows: string[][];
  top: number;
  /** Rows that would start below this go on a new page, under the header again. */
  bottom?: number;
  style: PdfTableStyle;
  /** Said under the header when there are no rows. */
  whenEmpty?: string;
  cellColor?: (row: number, column: number) => string;
};

/** Draws a table from `top`, columns in reading order, rows that wrap their texts; returns the y below the last row. */
export function drawPdfTable(
  writer: PdfWriter,
  { columns, headers, rows, top, bottom = Number.POSITIVE_INFINITY, style, whenEmpty, cellColor = () => CELL_INK }: PdfTable,
) {
  const { doc, put, rule, margin, contentWidth } = writer;
  const [padStart, padEnd] = style.cellPadding;
  /** One line of cells at `y`; returns the y below its tallest cell. */
  const line = (texts: string[], y: number, { bold = false, fontSize = style.fontSize, color }: LineOptions = {}) => {
    let x = 0;
    let below = y;
    texts.forEach((text, index) => {
      const column = columns[index]!;
      if (color) doc.fillColor(color(index));
      const box = { x: x + padStart, y, width: column.width - padStart - padEnd, align: column.align, bold, fontSize };
      below = Math.max(below, put(text, box));
      x += column.width;
    });
    return below;
  };
  const header = (from: number) => {
    if (style.headerBand) doc.rect(margin, from - 2, contentWidth, style.headerBand).fill('#f3f4f6');
    doc.fillColor(HEADER_INK);
    let y = from;
    for (const texts of headers) y = line(texts, y, { bold: true, fontSize: style.headerFontSize });
    if (!style.headerBand) rule(y + 2);
    return y + style.afterHeader;
  };

  let y = header(top);
  if (rows.length === 0 && whenEmpty) put(whenEmpty, { x: 0, y, width: contentWidth });
  rows.forEach((texts, row) => {
    if (y > bottom) {
      doc.addPage();
      y = header(margin);
    }
    y = line(texts, y, { color: (column) => cellColor(row, column) });
    if (style.hasRowRules) rule(y + 1, '#e5e7eb');
    y += style.afterRow;
  });
  return y;
}

type LineOptions = { bold?: boolean; fontSize?: number; color?: (column: number) => string };
