// The initial JavaScript of the public pages (landing, Home, product, seller) from the last build of the web app,
// gzipped, in English and in Arabic, against the budget of issue 16. `npm run bench js-budget` builds the web app and
// prints it (and so does `npm run bench lighthouse`); `npx tsx bench/web/initial-js.ts` prints it for the build in
// apps/web/dist as it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { FirstScreensReport } from '../../apps/web/vite-plugins/route-preload.js';

export type InitialLoad = { route: string; language: string; files: number; jsGzip: number; cssGzip: number };

export const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The routes the budget names (screens of apps/web/vite-plugins/first-screens.ts). */
export const ROUTES = ['/ (landing)', '/home', '/product/{id}', '/sellers/{id}'] as const;

/** Issue 16: the JavaScript a public page needs before the first interaction, gzipped, in KB. */
export const INITIAL_JS_BUDGET_KB = 120;

/**
 * What the browser must download before a route first renders, as the build recorded it
 * (apps/web/vite-plugins/route-preload.ts): the entry chunk and the chunks of the route's layouts and page (React
 * Router loads them together), each with its static imports, the dictionaries the router loads with them in
 * `language` (its base dictionary and the route's groups), and the scripts of index.html that are not chunks.
 */
export function initialLoad(distDir: string, route: string, language: 'en' | 'ar' = 'en'): InitialLoad {
  const report = JSON.parse(readFileSync(path.join(distDir, '.vite/first-screens.json'), 'utf8')) as FirstScreensReport;
  const screen = report.screens[route];
  if (!screen) throw new Error(`The build recorded no first screen ${route}`);
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]!);
  const js = new Set([
    ...scripts,
    ...report.firstLoad.js,
    ...report.firstLoad.dictionaries[language],
    ...screen.js,
    ...screen.dictionaries[language],
  ]);
  const css = new Set([...report.firstLoad.css, ...screen.css]);
  const gzipped = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  return { route, language, files: js.size, jsGzip: gzipped(js), cssGzip: gzipped(css) };
}

export function printInitialLoads(distDir = DIST) {
  console.log('\nInitial load per route (entry chunk, lazy layout and page chunks, their static imports and dictionaries; gzip level 6)');
  console.log(`| route | language | JS files | JS gzip KB (budget ${INITIAL_JS_BUDGET_KB}) | CSS gzip KB |`);
  console.log('|---|---|---:|---:|---:|');
  let isOver = false;
  for (const route of ROUTES) {
    for (const language of ['en', 'ar'] as const) {
      const r = initialLoad(distDir, route, language);
      const kb = r.jsGzip / 1024;
      isOver ||= kb > INITIAL_JS_BUDGET_KB;
      const js = `${kb.toFixed(1)}${kb > INITIAL_JS_BUDGET_KB ? ' (over)' : ''}`;
      console.log(`| ${r.route} | ${r.language} | ${r.files} | ${js} | ${(r.cssGzip / 1024).toFixed(1)} |`);
    }
  }
  return { isOver };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printInitialLoads();
