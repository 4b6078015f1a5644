import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

export type InitialLoad = { route: string; files: number; jsGzip: number; cssGzip: number };

/**
 * What the browser must download before a route first renders, from Vite's manifest: the entry chunk and the lazy
 * chunks of the route's layouts and page (React Router loads them together), each with its static imports.
 */
export function initialLoad(distDir: string, route: string, lazyModules: string[]): InitialLoad {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the manifest`);
    keys.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of [entry, ...lazyModules]) visit(key);
  const chunks = [...keys].map((key) => manifest[key]!);
  const gzipped = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length;
  const css = new Set(chunks.flatMap((chunk) => chunk.css ?? []));
  return {
    route,
    files: chunks.length,
    jsGzip: chunks.reduce((sum, chunk) => sum + gzipped(chunk.file), 0),
    cssGzip: [...css].reduce((sum, file) => sum + gzipped(file), 0),
  };
}
