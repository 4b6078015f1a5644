import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const HTML = '<!doctype html><title>GameSouq</title><div id="root"></div>';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  // What the web build writes: each text file with its brotli and gzip siblings.
  for (const [file, content] of [
    ['index.html', HTML],
    ['assets/app-1a2b3c.js', SCRIPT],
  ] as const) {
    await writeFile(path.join(dist, file), content);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(content));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(content));
  }
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('sends a fingerprinted asset precompressed, cached for good', async () => {
    const reply = await t.request('GET', '/assets/app-1a2b3c.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(reply.body).toBe(SCRIPT);
  });

  it('answers a client route with index.html, gzipped for a client without brotli, revalidated', async () => {
    const reply = await t.request('GET', '/home', { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.body).toBe(HTML);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const reply = await t.request('GET', '/assets/app-1a2b3c.js', { headers: { 'accept-encoding': 'identity' } });
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(reply.body).toBe(SCRIPT);
  });
});
