import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { TBannerListReply, TBannerSavedReply } from '@gamesouq/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBytes } from '../test/listing-fixtures.js';
import { useTestApp } from '../test/test-app.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const page = (lang: string, dir: string) => `<!doctype html><html lang="${lang}" dir="${dir}"><title>GameSouq</title><div id="root"></div>`;
const HTML = page('en', 'ltr');

// The build is written before the app starts, as its hook comes first, and removed after the app is closed.
const dist = mkdtempSync(path.join(os.tmpdir(), 'gamesouq-web-dist-'));
beforeAll(async () => {
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
});
afterAll(() => rm(dist, { recursive: true, force: true }));
const t = useTestApp({ WEB_DIST_DIR: dist });

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
    // A signed-in screen: its index.html is the build's, unchanged (public pages add their head: modules/seo).
    const reply = await t.request('GET', '/cart', { headers: { 'accept-encoding': 'gzip' } });
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(reply.body).toBe(HTML);
  });

  it('sends the page in the language of the device or of the choice, right to left for Arabic, before any script runs', async () => {
    const ARABIC = page('ar', 'rtl');
    for (const [headers, html] of [
      [{ 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' }, ARABIC],
      [{ 'accept-language': 'ar' }, ARABIC],
      [{ 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' }, HTML],
      [{ 'accept-language': 'fr-FR' }, HTML],
      [{}, HTML],
      // The visitor's choice (the cookie the language menu writes) wins over the device.
      [{ 'accept-language': 'ar-SA', cookie: 'theme=dark; lang=en' }, HTML],
      [{ 'accept-language': 'en-US', cookie: 'lang=ar' }, ARABIC],
      [{ 'accept-language': 'en-US', cookie: 'lang=xx' }, HTML],
    ] as const) {
      const reply = await t.request('GET', '/cart', { headers: { 'accept-encoding': 'br, gzip', ...headers } });
      expect([headers, reply.body]).toEqual([headers, html]);
      expect(reply.headers.get('content-language')).toBe(html === ARABIC ? 'ar' : 'en');
      expect(reply.headers.get('vary')).toMatch(/accept-language.*cookie/i);
    }
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const reply = await t.request('GET', '/assets/app-1a2b3c.js', { headers: { 'accept-encoding': 'identity' } });
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(reply.body).toBe(SCRIPT);
  });

  it("names Home's first banner in a preload header, so that the browser fetches it with the scripts", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const banner = async (title: string, priority: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ title, priority, isActive: 'true' })) form.append(key, value);
      form.append('image', new Blob([new Uint8Array(await imageBytes('png', { width: 1200, height: 400 }))]), 'banner.png');
      return (await t.request<TBannerSavedReply>('POST', '/api/admin/banners', { token: admin.token, body: form })).body.banner;
    };
    expect((await t.request('GET', '/home')).headers.get('link')).toBeNull();
    await banner('Second', '2');
    const first = await banner('First', '5');

    const home = await t.request('GET', '/home');
    expect(home.status).toBe(200);
    const shown = await t.request<TBannerListReply>('GET', '/api/user/banners', { token: admin.token });
    expect(shown.body.banners[0]?.image).toContain(first.image.split('/').pop());
    expect(home.headers.get('link')).toBe(`<${shown.body.banners[0]?.image}>; rel=preload; as=image; fetchpriority=high`);
    expect((await t.request('GET', '/about')).headers.get('link')).toBeNull();
  });
});
