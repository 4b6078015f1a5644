import { inflateSync } from 'node:zlib';

/** The Latin text a PDF draws, one string per text-drawing operation (kerning numbers dropped; Arabic glyphs are not text). */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  // Each stream read by its /Length: its compressed bytes may end in a \r or hold a newline that a pattern would take.
  const streams = [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    try {
      return inflateSync(Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return streams.flatMap((stream) =>
    [...stream.matchAll(/\[([^\]]*)\] TJ/g)].map((op) =>
      [...op[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
    ),
  );
}
