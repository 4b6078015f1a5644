import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { LANGUAGES } from '@gamesouq/core';
import { compressFor, encodingFor } from '../lib/content-encoding.js';
import type { Language } from '../lib/request-language.js';
import type { PageFrame } from './server-render.js';

type Variant = { identity: Buffer; br: Buffer; gzip: Buffer };
export type IndexPage = { body: Buffer; encoding: 'br' | 'gzip' | null };
/** What a public page adds to index.html: its title and the tags after it (modules/seo). */
export type PageHeadHtml = { title: string; tags: string };

const ROOT_OPEN = '<div id="root">';
const ROOT = `${ROOT_OPEN}</div>`;

const directionOf = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');

/**
 * index.html in each language, its `<html lang dir>` set before any script runs, so that an Arabic reader's first paint
 * is already right to left (no flash of English layout). Built once at start, with its brotli and gzip forms; `render`
 * writes a public page's own head into it per request.
 */
export function buildLocalizedIndex(root: string) {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const localized = (language: Language) =>
    html
      .replace(/<html\b[^>]*>/i, `<html lang="${language}" dir="${directionOf(language)}">`)
      .replace('href="/manifest.webmanifest"', `href="${language === 'ar' ? '/manifest-ar.webmanifest' : '/manifest.webmanifest'}"`);
  const variants = new Map<Language, Variant>(
    LANGUAGES.map((language) => {
      const identity = Buffer.from(localized(language));
      return [language, { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) }];
    }),
  );
  const page = (language: Language, acceptEncoding: string | undefined): IndexPage => {
    const variant = variants.get(language)!;
    const encoding = encodingFor(acceptEncoding);
    if (encoding === 'br' || encoding === 'gzip') return { body: variant[encoding], encoding };
    return { body: variant.identity, encoding: null };
  };
  const withHead = (language: Language, head: PageHeadHtml) =>
    localized(language).replace(/<title>[^<]*<\/title>/i, () => `${head.title}${head.tags}`);
  /** The page with its head, around the body the server draws (plugins/server-render.ts). */
  const frame = (language: Language, head: PageHeadHtml): PageFrame => {
    const [start, end] = withHead(language, head).split(ROOT);
    if (end === undefined) throw new Error('index.html has no empty <div id="root"></div>');
    return { start: `${start}${ROOT_OPEN}`, end };
  };
  const render = (language: Language, head: PageHeadHtml, acceptEncoding: string | undefined): IndexPage =>
    compressFor(Buffer.from(withHead(language, head)), acceptEncoding);
  return { page, render, frame };
}
