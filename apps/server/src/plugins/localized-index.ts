import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LANGUAGES } from '@gamesouq/core';
import Negotiator from 'negotiator';
import type { Language } from '../lib/request-language.js';

type Variant = { identity: Buffer; br: Buffer; gzip: Buffer };
export type IndexPage = { body: Buffer; encoding: 'br' | 'gzip' | null };

const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * index.html in each language, its `<html lang dir>` set before any script runs, so that an Arabic reader's first paint
 * is already right to left (no flash of English layout). Built once at start, with its brotli and gzip forms.
 */
export function buildLocalizedIndex(root: string): (language: Language, acceptEncoding: string | undefined) => IndexPage {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const variants = new Map<Language, Variant>(
    LANGUAGES.map((language) => {
      const identity = Buffer.from(html.replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${directionOf(language)}">`));
      return [language, { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) }];
    }),
  );
  return (language, acceptEncoding) => {
    const variant = variants.get(language)!;
    const [encoding] = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? 'identity' } }).encodings([
      'br',
      'gzip',
      'identity',
    ]);
    if (encoding === 'br' || encoding === 'gzip') return { body: variant[encoding], encoding };
    return { body: variant.identity, encoding: null };
  };
}
