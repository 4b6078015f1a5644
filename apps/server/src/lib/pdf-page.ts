import PDFDocument from 'pdfkit';
import { writeText } from './pdf-text.js';

/** A new PDF and the promise of its bytes, whole once `doc.end()` has been called. */
export function openPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  return { doc, bytes };
}

const REPORT_MARGIN = 40;

/** A report on A4 pages (a statement, a VAT report) in `language`, and its writer. */
export function openReport({ title, language, fontSize, bufferPages = false }: ReportOptions) {
  const { doc, bytes } = openPdf({
    size: 'A4',
    margins: { top: REPORT_MARGIN, bottom: 20, left: REPORT_MARGIN, right: REPORT_MARGIN },
    bufferPages,
    info: { Title: title, Author: 'GameSouq' },
  });
  return { writer: pdfWriter(doc, { margin: REPORT_MARGIN, isRtl: language === 'ar', fontSize }), bytes };
}

type ReportOptions = { title: string; language: 'ar' | 'en'; fontSize: number; bufferPages?: boolean };

export type TextBox = { x: number; y: number; width: number; align?: 'start' | 'end'; bold?: boolean; fontSize?: number };
export type PdfWriter = ReturnType<typeof pdfWriter>;

/**
 * Writing on the pages of `doc` in reading order: a box's `x` counts from the start edge inside the margin (the left
 * one in English, the right one in Arabic), and `start` and `end` alignments follow the language.
 */
export function pdfWriter(doc: PDFKit.PDFDocument, { margin, isRtl, fontSize }: { margin: number; isRtl: boolean; fontSize: number }) {
  const pageWidth = doc.page.width;
  /** Writes `text` in the box; returns the y below it. */
  const put = (text: string, { x, y, width, align = 'start', bold = false, fontSize: size = fontSize }: TextBox) =>
    writeText(doc, text, {
      x: isRtl ? pageWidth - margin - x - width : margin + x,
      y,
      width,
      bold,
      fontSize: size,
      align: (align === 'start') !== isRtl ? 'left' : 'right',
    });
  /** A thin line across the page between the margins. */
  const rule = (y: number, color = '#d1d5db') =>
    doc
      .moveTo(margin, y)
      .lineTo(pageWidth - margin, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();
  return { doc, put, rule, margin, contentWidth: pageWidth - 2 * margin };
}

/** A report's top: the brand, the title, then its facts (label and value on a line); returns the y below them. */
export function drawReportHeading(
  { doc, put, margin, contentWidth }: PdfWriter,
  { title, facts, labelWidth }: { title: string; facts: readonly (readonly [label: string, value: string])[]; labelWidth: number },
) {
  doc.fillColor('#4c1d95');
  let y = put('GameSouq', { x: 0, y: margin, width: contentWidth, bold: true, fontSize: 20 });
  doc.fillColor('#111827');
  y = put(title, { x: 0, y, width: contentWidth, bold: true, fontSize: 14 }) + 6;
  doc.fillColor('#374151');
  for (const [label, value] of facts) {
    put(label, { x: 0, y, width: labelWidth, bold: true, fontSize: 9 });
    y = put(value, { x: labelWidth + 5, y, width: contentWidth - labelWidth - 5, fontSize: 9 });
  }
  return y;
}
