import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createReplyCache } from './reply-cache.js';

const MB = 1024 * 1024;
const later = <T>(value: T, ms = 20) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('the shared reply cache', () => {
  it('renders a cold key once for all the requests that ask for it at the same time, then serves it with its ETag', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, maxBytes: MB });
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
    const cache = createReplyCache({ ttlMs: 50, maxBytes: MB });
    let version = 1;
    const render = () => later(`v${version}`);
    expect((await cache.get('home', render)).identity.toString()).toBe('v1');
    version = 2;
    expect((await cache.get('home', render)).identity.toString()).toBe('v1');
    await later(null, 60);
    expect((await cache.get('home', render)).identity.toString()).toBe('v2');

    // A listing changes while a page is being rendered from the data before the change.
    const before = cache.get('category', () => later('read before the change', 30));
    cache.changed(null);
    expect((await before).identity.toString()).toBe('read before the change');
    expect((await cache.get('category', () => later('read after the change'))).identity.toString()).toBe('read after the change');
  });

  it('keeps a reply that names what it shows until one of those changes, and one that does not until anything does', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, maxBytes: MB });
    let version = 1;
    const product = () => later({ body: `product v${version}`, tags: ['listing:a', 'seller:s'] });
    const home = () => later(`home v${version}`);
    const read = async () => [
      (await cache.get('product', product)).identity.toString(),
      (await cache.get('home', home)).identity.toString(),
    ];
    expect(await read()).toEqual(['product v1', 'home v1']);
    version = 2;
    cache.changed(new Set(['listing:b']));
    expect(await read()).toEqual(['product v1', 'home v2']);
    version = 3;
    cache.changed(new Set(['seller:s']));
    expect(await read()).toEqual(['product v3', 'home v3']);
    version = 4;
    cache.changed(null);
    expect(await read()).toEqual(['product v4', 'home v4']);
  });

  it('empties a reply by what it shows now: not by what an earlier reply of its key showed, nor by an evicted one', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, maxBytes: 40 });
    let shows = ['listing:a', 'listing:b'];
    let version = 1;
    const product = () => later({ body: `p${version}`, tags: shows });
    const read = async () => (await cache.get('product', product)).identity.toString();
    expect(await read()).toBe('p1');
    // One of its listings changes, and its next render shows another listing instead.
    [shows, version] = [['listing:c'], 2];
    cache.changed(new Set(['listing:b']));
    expect(await read()).toBe('p2');
    version = 3;
    cache.changed(new Set(['listing:a']));
    expect(await read()).toBe('p2');
    cache.changed(new Set(['listing:c']));
    expect(await read()).toBe('p3');

    // A reply pushed out by bytes empties nothing when its tag changes; the one that pushed it out stays kept.
    const big = (tag: string, body: string) => () => later({ body, tags: [tag] });
    await cache.get('first', big('listing:x', 'x'.repeat(30)));
    expect(await read()).toBe('p3');
    await cache.get('second', big('listing:y', 'y'.repeat(30)));
    version = 4;
    cache.changed(new Set(['listing:x']));
    expect(await read()).toBe('p3');
    expect((await cache.get('second', big('listing:y', 'read again'))).identity.toString()).toBe('y'.repeat(30));
    expect((await cache.get('first', big('listing:x', 'read again'))).identity.toString()).toBe('read again');
  });

  it('keeps a named reply for its own time, and does not keep one read before a change of what it shows', async () => {
    const cache = createReplyCache({ ttlMs: 30, taggedTtlMs: 60_000, maxBytes: MB });
    let version = 1;
    const product = () => later({ body: `v${version}`, tags: ['listing:a'] });
    expect((await cache.get('product', product)).identity.toString()).toBe('v1');
    version = 2;
    await later(null, 40);
    expect((await cache.get('product', product)).identity.toString()).toBe('v1');

    cache.changed(new Set(['listing:a']));
    const readBefore = cache.get('product', () => later({ body: 'read before the change', tags: ['listing:a'] }, 30));
    const other = cache.get('other', () => later({ body: 'other v1', tags: ['listing:z'] }, 30));
    cache.changed(new Set(['listing:a']));
    expect((await readBefore).identity.toString()).toBe('read before the change');
    await other;
    expect((await cache.get('product', product)).identity.toString()).toBe('v2');
    expect((await cache.get('other', () => later('other v2'))).identity.toString()).toBe('other v1');
  });

  it('lets the least recently asked replies go past the bytes it may hold, counting each form made', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, maxBytes: 2500 });
    const render = (body: string) => () => later(body.padEnd(1000, ' '));
    const text = async (key: string, body: string) => (await cache.get(key, render(body))).identity.toString().trim();
    await text('a', 'a1');
    await text('b', 'b1');
    expect(await text('a', 'a2')).toBe('a1');
    await text('c', 'c1');
    expect(await text('a', 'a3')).toBe('a1');
    expect(await text('b', 'b2')).toBe('b2');
    expect(await text('a', 'a4')).toBe('a1');
    expect(await text('c', 'c2')).toBe('c2');

    // A form made after the reply was kept counts too: random text barely compresses, and its gzip does not fit.
    const small = createReplyCache({ ttlMs: 60_000, maxBytes: 1500 });
    const noise = randomBytes(750).toString('base64');
    const kept = await small.get('noise', () => later(noise));
    expect((await small.get('noise', () => later('rendered again'))).identity.toString()).toBe(noise);
    kept.compressed('gzip');
    expect((await small.get('noise', () => later('rendered again'))).identity.toString()).toBe('rendered again');
  });

  it('holds a page as gzip only, and unpacks it for a client that takes no compression', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, maxBytes: MB, isGzipKept: true });
    const body = `<html>${'<p>لعبة FIFA 25 مستعملة</p>'.repeat(500)}</html>`;
    const reply = await cache.get('page', () => later(body));
    expect(reply.size()).toBe(reply.compressed('gzip')!.length);
    expect(reply.size()).toBeLessThan(Buffer.byteLength(body) / 10);
    expect(gunzipSync(reply.compressed('gzip')!).toString()).toBe(body);
    expect(reply.identity.toString()).toBe(body);
  });

  it('sends a kept reply in each encoding as the same bytes every time, each its own ETag', async () => {
    const cache = createReplyCache({ ttlMs: 60_000, maxBytes: MB });
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
    const cache = createReplyCache({ ttlMs: 0, maxBytes: MB });
    let renders = 0;
    const render = () => later(String(++renders));
    const first = await cache.get('home', render);
    expect(first.compressed('br')).toBeUndefined();
    expect((await cache.get('home', render)).identity.toString()).toBe('2');
  });
});
