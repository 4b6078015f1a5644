// The initial JavaScript of the landing, Home and product routes from the last build of the web app, gzipped, in
// English and in Arabic. `npm run bench lighthouse` prints it after building; `npx tsx bench/web/initial-js.ts`
// prints it for the build in apps/web/dist as it is (`npm run build -w @gamesouq/web` first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

export type InitialLoad = { route: string; language: string; files: number; jsGzip: number; cssGzip: number };

export const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');

/** The lazy routes above every signed-in area (app/router.tsx). */
const SIGNED_IN = ['src/app/layouts/query-layout.tsx', 'src/app/guards/require-role.tsx'];

/** The routes the budgets name, with the lazy modules (layout and page) React Router loads for each. */
export const ROUTES: { route: string; lazyModules: string[] }[] = [
  { route: '/ (landing)', lazyModules: ['src/app/layouts/public-layout.tsx', 'src/features/public/pages/landing-page.tsx'] },
  { route: '/home', lazyModules: [...SIGNED_IN, 'src/app/layouts/general-layout.tsx', 'src/features/home/pages/home-page.tsx'] },
  {
    route: '/product/{id}',
    lazyModules: [...SIGNED_IN, 'src/app/layouts/general-layout.tsx', 'src/features/product/pages/product-page.tsx'],
  },
];

/**
 * What the browser must download before a route first renders, from Vite's manifest: the entry chunk and the lazy
 * chunks of the route's layouts and page (React Router loads them together), each with its static imports, and the
 * dictionary groups the router loads with them (as the build recorded them) in `language`, whose base dictionary an
 * Arabic reader downloads too (the English one is part of the first load).
 */
export function initialLoad(distDir: string, route: string, lazyModules: string[], language: 'en' | 'ar' = 'en'): InitialLoad {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const routeGroups = JSON.parse(readFileSync(path.join(distDir, '.vite/route-dictionaries.json'), 'utf8')) as Record<string, string[][]>;
  const groups = new Set(language === 'en' ? [] : ['base']);
  for (const module of lazyModules) for (const group of routeGroups[module]?.flat() ?? []) groups.add(group);
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of [entry, ...lazyModules, ...[...groups].map((group) => `dictionary-${language}-${group}`)]) visit(key);
  const chunks = [...keys].map((key) => manifest[key]!);
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length;
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  return {
    route,
    language,
    files: chunks.length,
    jsGzip: chunks.reduce((sum, chunk) => sum + gzipped(chunk.file), 0),
    cssGzip: [...css].reduce((sum, file) => sum + gzipped(file), 0),
  };
}

export function printInitialLoads(distDir = DIST) {
  console.log('\nInitial load per route (entry chunk, lazy layout and page chunks, their static imports and dictionaries; gzip level 6)');
  console.log('| route | language | JS files | JS gzip KB | CSS gzip KB |');
  console.log('|---|---|---:|---:|---:|');
  for (const { route, lazyModules } of ROUTES) {
    for (const language of ['en', 'ar'] as const) {
      const r = initialLoad(distDir, route, lazyModules, language);
      console.log(`| ${r.route} | ${r.language} | ${r.files} | ${(r.jsGzip / 1024).toFixed(1)} | ${(r.cssGzip / 1024).toFixed(1)} |`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printInitialLoads();
