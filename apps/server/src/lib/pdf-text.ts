import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiJs from 'bidi-js';
import { woffToSfnt } from './woff.js';

const require = createRequire(import.meta.url);
// bidi-js is a UMD module exporting its factory; its type declarations describe an ES default export instead.
const bidi = (bidiJs as unknown as typeof bidiJs.default)();
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Noto Sans Arabic (from npm, no system font needed) for Arabic letters; the PDF standard Helvetica for the rest. */
export const PDF_FONTS = {
  arabic: require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff'),
  arabicBold: require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff'),
  latin: 'Helvetica',
  latinBold: 'Helvetica-Bold',
};

export type TextRun = { text: string; font: string };

/**
 * Splits one line of `text` into runs in visual (left-to-right drawing) order, each in one font, following the
 * Unicode bidirectional algorithm. An Arabic run keeps its logical order, because the font's shaper joins its letters
 * and lays them out right to left itself; numbers and Latin words inside Arabic keep their own order. Spaces are
 * Helvetica's (the Arabic font file has none).
 */
export function visualRuns(text: string, { bold = false } = {}): TextRun[] {
  const key = `${bold ? 'b' : 'r'}${text}`;
  const cached = runCache.get(key);
  if (cached) return cached;
  const runs = splitRuns(text, bold);
  if (runCache.size >= RUN_CACHE_SIZE) runCache.delete(runCache.keys().next().value!);
  runCache.set(key, runs);
  return runs;
}

/** Documents repeat their labels (a statement's types and statuses on every row): their runs are worked out once. */
const runCache = new Map<string, TextRun[]>();
const RUN_CACHE_SIZE = 2000;

function splitRuns(text: string, bold: boolean): TextRun[] {
  const latin = bold ? PDF_FONTS.latinBold : PDF_FONTS.latin;
  if (!ARABIC.test(text)) return [{ text, font: latin }];
  const arabic = bold ? PDF_FONTS.arabicBold : PDF_FONTS.arabic;
  const embedding = bidi.getEmbeddingLevels(text);
  const order = Array.from({ length: text.length }, (_, i) => i);
  for (const segment of bidi.getReorderSegments(text, embedding)) {
    const [start, end] = segment as [number, number];
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse());
  }
  const runs: { indices: number[]; font: string }[] = [];
  for (const index of order) {
    const font = ARABIC.test(text[index]!) ? arabic : latin;
    const last = runs.at(-1);
    const previous = last?.indices.at(-1);
    const step = previous === undefined ? 0 : index - previous;
    const direction = last && last.indices.length > 1 ? last.indices[1]! - last.indices[0]! : step;
    // A run goes on while the characters are neighbours in the text, in the same direction, in the same font.
    if (last && last.font === font && Math.abs(step) === 1 && step === direction) last.indices.push(index);
    else runs.push({ indices: [index], font });
  }
  return runs.map(({ indices, font }) => ({
    text: [...indices]
      .sort((a, b) => a - b)
      .map((i) => text[i])
      .join(''),
    font,
  }));
}

/** The Arabic faces as plain OpenType files, read once per process (see woff.ts). */
let arabicFaces: Map<string, Buffer> | undefined;
const registered = new WeakSet<PDFKit.PDFDocument>();

/** Makes the Arabic font names of PDF_FONTS point at the unwrapped faces in `doc`. */
function registerArabicFaces(doc: PDFKit.PDFDocument) {
  if (registered.has(doc)) return;
  arabicFaces ??= new Map([PDF_FONTS.arabic, PDF_FONTS.arabicBold].map((file) => [file, woffToSfnt(readFileSync(file))]));
  for (const [name, face] of arabicFaces) doc.registerFont(name, face);
  registered.add(doc);
}

type WriteOptions = { x: number; y: number; width: number; align?: 'left' | 'right'; bold?: boolean; fontSize?: number };

/**
 * Writes `text` (Arabic, Latin or both) in a box `width` wide starting at `x`, `y`: words wrap in reading order, then
 * each line is laid out by the bidirectional algorithm, all fonts on one baseline. Returns the y below the text.
 */
export function writeText(
  doc: PDFKit.PDFDocument,
  text: string,
  { x, y, width, align = 'left', bold = false, fontSize = 10 }: WriteOptions,
) {
  registerArabicFaces(doc);
  doc.fontSize(fontSize);
  const widthOf = (line: string) => visualRuns(line, { bold }).reduce((sum, run) => sum + doc.font(run.font).widthOfString(run.text), 0);
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const current = lines.at(-1);
    if (current !== undefined && widthOf(`${current} ${word}`) <= width) lines[lines.length - 1] = `${current} ${word}`;
    else lines.push(word);
  }
  const lineHeight = fontSize * 1.6;
  lines.forEach((line, i) => {
    const baseline = y + i * lineHeight + fontSize * 1.1;
    let cursor = align === 'right' ? x + width - widthOf(line) : x;
    for (const run of visualRuns(line, { bold })) {
      doc.font(run.font).text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cursor += doc.widthOfString(run.text);
    }
  });
  return y + Math.max(lines.length, 1) * lineHeight;
}
