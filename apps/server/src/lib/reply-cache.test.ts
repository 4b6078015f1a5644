import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createReplyCache } from './reply-cache.js';

const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('the shared reply cache', () => {
  it('renders a cold key once for all the requests that ask for it at the same time, then serves it with its ETag', async () => {
    const cache = createReplyCache({ ttlMs: 60_000 });
    let renders = 0;
    const render = () => {
      renders++;
      return later('{"page":1}');
    };
    const replies = await Promise.all(Array.from({ length: 20 }, () => cache.get('home', render)));
    expect(renders).toBe(1);
    expect(new Set(replies.map((r) => r.etag)).size).toBe(1);
    expect((await cache.get('home', render)).identity.toString()).toBe('{"page":1}');
    expect(renders).toBe(1);
  });

  it('renders again after its time, or at once after a clear, and never keeps a render that began before the clear', async () => {
    const cache = createReplyCache({ ttlMs: 50 });
    let version = 1;
    const render = () => later(`v${version}`);
    expect((await cache.get('home', render)).identity.toString()).toBe('v1');
    version = 2;
    expect((await cache.get('home', render)).identity.toString()).toBe('v1');
    await later(null, 60);
    expect((await cache.get('home', render)).identity.toString()).toBe('v2');

    // A listing changes while a page is being rendered from the data before the change.
    const before = cache.get('category', () => later('read before the change', 30));
    cache.clear();
    expect((await before).identity.toString()).toBe('read before the change');
    expect((await cache.get('category', () => later('read after the change'))).identity.toString()).toBe('read after the change');
  });

  it('sends a kept reply in each encoding as the same bytes every time, each its own ETag', async () => {
    const cache = createReplyCache({ ttlMs: 60_000 });
    const body = JSON.stringify({ ads: Array.from({ length: 50 }, (_, i) => ({ id: `ad-${i}`, title: 'FIFA 25 للبيع' })) });
    const reply = await cache.get('home', () => later(body));
    const gzip = reply.compressed('gzip')!;
    const br = reply.compressed('br')!;
    expect(gunzipSync(gzip).toString()).toBe(body);
    expect(brotliDecompressSync(br).toString()).toBe(body);
    expect(br.length).toBeLessThan(body.length / 4);
    const again = await cache.get('home', () => later('not rendered again'));
    expect([again.compressed('gzip'), again.compressed('br')]).toEqual([gzip, br]);
    expect(new Set(Object.values(reply.etags)).size).toBe(3);
  });

  it('keeps nothing with a time of 0', async () => {
    const cache = createReplyCache({ ttlMs: 0 });
    let renders = 0;
    const render = () => later(String(++renders));
    const first = await cache.get('home', render);
    expect(first.compressed('br')).toBeUndefined();
    expect((await cache.get('home', render)).identity.toString()).toBe('2');
  });
});
