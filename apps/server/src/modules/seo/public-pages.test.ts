import { mkdtempSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;

// The web build's index.html as the server gets it: its <title> is what a public page replaces.
const dist = mkdtempSync(path.join(os.tmpdir(), 'gamesouq-seo-dist-'));
beforeAll(() =>
  writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>GameSouq</title></head><body><div id="root"></div></body></html>',
  ),
);
afterAll(() => rm(dist, { recursive: true, force: true }));
const ORIGIN = 'https://gamesouq.example';
const t = useTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: ORIGIN });

let admin: User;
let seller: User;
/** The name createUser gives (test/test-app.ts). */
let sellerName: string;
let activeId: string;
let pendingId: string;
let rejectedId: string;

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  seller = await t.createUser();
  sellerName = `user ${seller.id.slice(0, 4)}`;
  activeId = await postAd(t, {
    token: seller.token,
    approveWith: admin.token,
    fields: { title: 'Gran Turismo 7 <Deluxe>', price: '249.5', condition: 'like_new' },
  });
  pendingId = await postAd(t, { token: seller.token, fields: { title: 'Pending Halo Infinite' } });
  rejectedId = await postAd(t, { token: seller.token, fields: { title: 'Rejected Halo Infinite' } });
  await t.request('POST', `/api/admin/ads/${rejectedId}/reject`, { token: admin.token, body: { reason: 'Blurry photos' } });
});

/** The page as a client without JavaScript reads it. */
async function readPage(url: string, headers: Record<string, string> = {}) {
  const reply = await t.request<string>('GET', url, { headers: { 'accept-language': 'en-US', ...headers } });
  const document = new new Window().DOMParser().parseFromString(reply.body, 'text/html');
  const meta = (name: string) => document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content') ?? null;
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
  return { reply, document, meta, jsonLd };
}

describe('a product page as search engines and link previews read it', () => {
  it('carries its title, price, photo, seller, canonical and language alternates, and a Product with its Offer', async () => {
    const { reply, document, meta, jsonLd } = await readPage(`/product/${activeId}`);
    expect(reply.status).toBe(200);
    expect(document.title).toBe('Gran Turismo 7 <Deluxe>: 249.50 SAR | GameSouq');
    expect(meta('og:title')).toBe('Gran Turismo 7 <Deluxe>');
    expect(meta('product:price:amount')).toBe('249.50');
    expect(meta('product:price:currency')).toBe('SAR');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:data2')).toBe(sellerName);
    expect(meta('description')).toBe('Played once, disc like new.');
    expect(meta('robots')).toBeNull();
    const canonical = `${ORIGIN}/product/${activeId}?lang=en`;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
    expect(document.querySelector('link[hreflang="ar"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/${activeId}?lang=ar`);
    expect(document.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/${activeId}`);

    const [product, trail] = jsonLd;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Gran Turismo 7 <Deluxe>',
      offers: {
        '@type': 'Offer',
        price: '249.50',
        priceCurrency: 'SAR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        seller: { name: sellerName },
      },
    });
    // No reviews yet: an AggregateRating without any is refused by search engines.
    expect(product.aggregateRating).toBeUndefined();
    expect(trail['@type']).toBe('BreadcrumbList');
    // Through the category's own pages (/c/...), its main category first.
    expect(trail.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', `${ORIGIN}/home?lang=en`],
      ['Video Games', `${ORIGIN}/c/video-games?lang=en`],
      ['Racing', `${ORIGIN}/c/video-games/racing?lang=en`],
      ['Gran Turismo 7 <Deluxe>', canonical],
    ]);

    // The photo the page names is served.
    const photo = new URL(product.image[0]);
    expect(photo.origin).toBe(ORIGIN);
    const photoReply = await fetch(`${t.baseUrl}${photo.pathname}`);
    expect(photoReply.status).toBe(200);
    expect(photoReply.headers.get('content-type')).toMatch(/^image\//);
  });

  it('has a 1200×630 preview image made from the first photo', async () => {
    const { meta } = await readPage(`/product/${activeId}`);
    const image = new URL(meta('og:image')!);
    expect(meta('twitter:image')).toBe(image.href);
    const reply = await fetch(`${t.baseUrl}${image.pathname}`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/jpeg');
    const size = await sharp(Buffer.from(await reply.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 1200, 630]);
    expect((await fetch(`${t.baseUrl}/og/product/${pendingId}.jpg`)).status).toBe(404);
  });

  it('comes in Arabic, right to left, for an Arabic phone and at its ?lang=ar address, which keeps the choice', async () => {
    const phone = await readPage(`/product/${activeId}`, { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(phone.document.documentElement.getAttribute('lang')).toBe('ar');
    expect(phone.document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(phone.document.title).toBe('Gran Turismo 7 <Deluxe>: 249.50 ر.س | جيم سوق');
    expect(phone.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/product/${activeId}?lang=ar`);

    const linked = await readPage(`/product/${activeId}?lang=ar`);
    expect(linked.document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(linked.reply.headers.get('set-cookie')).toMatch(/^lang=ar;/);
    expect(linked.jsonLd[1].itemListElement[0].name).toBe('الرئيسية');
  });

  it('answers 404 for a listing not yet published or unknown, 410 for a rejected one, never indexed', async () => {
    for (const [id, status, title] of [
      [pendingId, 404, 'Page not found | GameSouq'],
      ['no-such-listing', 404, 'Page not found | GameSouq'],
      [rejectedId, 410, 'This listing is no longer available | GameSouq'],
    ] as const) {
      const { reply, document, meta, jsonLd } = await readPage(`/product/${id}`);
      expect([id, reply.status, document.title, meta('robots')]).toEqual([id, status, title, 'noindex']);
      expect(reply.body).not.toContain('Halo');
      expect(jsonLd).toEqual([]);
    }
  });

  it('names the marketplace on the landing page and the seller on theirs', async () => {
    const landing = await readPage('/');
    expect(landing.jsonLd[0]).toMatchObject({ '@type': 'Organization', name: 'GameSouq', url: `${ORIGIN}/` });
    const sellerPage = await readPage(`/sellers/${seller.id}`);
    expect(sellerPage.reply.status).toBe(200);
    expect(sellerPage.document.title).toBe(`${sellerName} | GameSouq`);
    expect(sellerPage.meta('description')).toContain('1 items');
    expect((await readPage(`/sellers/${admin.id}`)).reply.status).toBe(404);
  });
});

describe('what crawlers read', () => {
  it('lists active listings, sellers and categories in the sitemaps of the index, with lastmod and both languages', async () => {
    const parser = new new Window().DOMParser();
    const index = await t.request<string>('GET', '/sitemap.xml');
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const files = [...parser.parseFromString(index.body, 'application/xml').querySelectorAll('sitemap > loc')].map(
      (loc) => loc.textContent,
    );
    expect(files).toEqual([
      `${ORIGIN}/sitemaps/pages-1.xml`,
      `${ORIGIN}/sitemaps/listings-1.xml`,
      `${ORIGIN}/sitemaps/items-1.xml`,
      `${ORIGIN}/sitemaps/sellers-1.xml`,
    ]);

    const urls = new Map<string, { lastmod: string | null; ar: string | null }>();
    for (const file of files) {
      const reply = await t.request<string>('GET', new URL(file!).pathname);
      expect(reply.status).toBe(200);
      for (const url of parser.parseFromString(reply.body, 'application/xml').querySelectorAll('url')) {
        urls.set(url.querySelector('loc')!.textContent!, {
          lastmod: url.querySelector('lastmod')?.textContent ?? null,
          ar: [...url.children].find((child) => child.getAttribute('hreflang') === 'ar')?.getAttribute('href') ?? null,
        });
      }
    }
    const product = urls.get(`${ORIGIN}/product/${activeId}`);
    expect(product?.ar).toBe(`${ORIGIN}/product/${activeId}?lang=ar`);
    expect(Number.isNaN(Date.parse(product?.lastmod ?? ''))).toBe(false);
    expect(urls.has(`${ORIGIN}/product/${pendingId}`)).toBe(false);
    expect(urls.has(`${ORIGIN}/product/${rejectedId}`)).toBe(false);
    expect(urls.has(`${ORIGIN}/sellers/${seller.id}`)).toBe(true);
    expect(urls.get(`${ORIGIN}/c/video-games/racing`)?.lastmod).toBe(product?.lastmod);
    expect((await t.request('GET', '/sitemaps/listings-2.xml')).status).toBe(404);
  });

  it('keeps robots out of accounts, admin, trader and API paths, and points them at the sitemap', async () => {
    const reply = await t.request<string>('GET', '/robots.txt');
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = reply.body.split('\n');
    for (const path of ['/admin', '/trader', '/api/', '/profile', '/wallet', '/orders', '/cart', '/chat'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /product');
  });
});
