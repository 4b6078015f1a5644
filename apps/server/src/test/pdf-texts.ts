import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit draws, one string per text-drawing operation. Latin text in the standard fonts is read
 * as it is; text in an embedded font (the Arabic one) is read back through the font's ToUnicode map, its glyphs (laid
 * out right to left) reversed into reading order. Noto Sans Arabic draws some letters as a dotless base glyph plus
 * separate dots, which that map names after the first letter the glyph served: such words read back with other dots.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string }>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n)?/g)) {
    let stream = '';
    if (match[3]) {
      const start = match.index + match[0].length;
      const length = Number(match[2]!.match(/\/Length (\d+)/)?.[1] ?? 0);
      const bytes = Buffer.from(raw.slice(start, start + length), 'latin1');
      stream = (match[2]!.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(match[1]!, { dict: match[2]!, stream });
  }
  const unicodeMaps = new Map<string, Map<number, string>>();
  for (const [id, { dict }] of objects) {
    const toUnicode = dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    if (toUnicode) unicodeMaps.set(id, readCmap(objects.get(toUnicode)?.stream ?? ''));
  }
  const fontNames = new Map<string, string>();
  for (const { dict } of objects.values()) {
    for (const font of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) fontNames.set(font[1]!, font[2]!);
  }
  const texts: string[] = [];
  // One text object (BT … ET) per text call; pdfkit splits its glyphs into several TJ where marks are offset.
  for (const { stream } of objects.values()) {
    for (const block of stream.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const font = block[1]!.match(/\/(F\d+) [\d.]+ Tf/)?.[1] ?? '';
      const cmap = unicodeMaps.get(fontNames.get(font) ?? '');
      const hexes = [...block[1]!.matchAll(/\[([^\]]*)\] TJ/g)].flatMap((op) =>
        [...op[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex')),
      );
      if (!cmap) {
        texts.push(hexes.map((bytes) => bytes.toString('latin1')).join(''));
        continue;
      }
      const glyphs = hexes.flatMap((bytes) =>
        Array.from({ length: bytes.length / 2 }, (_, i) => cmap.get(bytes.readUInt16BE(i * 2)) ?? ''),
      );
      texts.push(glyphs.reverse().join(''));
    }
  }
  return texts;
}

/** A ToUnicode CMap's bfchar and bfrange entries: glyph code to text. */
function readCmap(cmap: string) {
  const map = new Map<number, string>();
  // A glyph may stand for several characters (a ligature): pdfkit writes them as <0644 0627>.
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const low = Number.parseInt(entry[1]!, 16);
      const high = Number.parseInt(entry[2]!, 16);
      const targets = [...entry[3]!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((t) => t[1]!);
      for (let code = low; code <= high; code++) {
        if (targets.length > 1 || entry[3]!.startsWith('[')) map.set(code, utf16(targets[code - low] ?? ''));
        else {
          const first = Buffer.from(targets[0]!, 'hex');
          first.writeUInt16BE(first.readUInt16BE(first.length - 2) + code - low, first.length - 2);
          map.set(code, first.swap16().toString('utf16le'));
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(Number.parseInt(entry[1]!, 16), utf16(entry[2]!));
  }
  return map;
}
