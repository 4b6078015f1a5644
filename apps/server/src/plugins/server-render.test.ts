import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TCatalogueItemSavedReply, TListingDetailReply, TListingsReply } from '@gamesouq/core';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, postAd } from '../test/listing-fixtures.js';
import { useTestApp } from '../test/test-app.js';

const WEB = path.resolve(import.meta.dirname, '../../../web');
const arabic = JSON.parse(readFileSync(path.join(WEB, 'src/locales/ar.json'), 'utf8')) as { product: { addToCart: string } };
const english = JSON.parse(readFileSync(path.join(WEB, 'src/locales/en.json'), 'utf8')) as { product: { addToCart: string } };

// The web app's server rendering, built from its source as `npm run build` does, beside an index.html like the build's.
const dir = mkdtempSync(path.join(os.tmpdir(), 'gamesouq-ssr-'));
beforeAll(async () => {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(dir, 'ssr'), '--logLevel', 'error'],
    {
      cwd: WEB,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error(`vite build --ssr failed: ${build.stderr}`);
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en" dir="ltr"><head><title>GameSouq</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));
// Pages are kept as they are in production (ADR 049); a minute, so that a change seen sooner came from its event.
const t = useTestApp({ WEB_DIST_DIR: dir, WEB_SSR_DIR: path.join(dir, 'ssr'), LISTING_CACHE_SECONDS: '60' });
type User = Awaited<ReturnType<typeof t.createUser>>;

let admin: User;
let seller: User;
/** Within the time a delivered event takes: the job is done, then the page is asked again until it shows the change. */
const soon = { timeout: 3000, interval: 100 };
let activeId: string;
let pendingId: string;
let sellerId: string;
let sellerName: string;

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  seller = await t.createUser();
  sellerId = seller.id;
  sellerName = `user ${seller.id.slice(0, 4)}`;
  activeId = await postAd(t, {
    token: seller.token,
    approveWith: admin.token,
    fields: { title: 'Gran Turismo 7 Server Drawn', price: '249.5' },
  });
  pendingId = await postAd(t, { token: seller.token, fields: { title: 'Pending Forza Horizon' } });
});

/** The page's body as a browser without JavaScript shows it, and the data the browser takes it over with. */
async function readBody(url: string, headers: Record<string, string> = {}) {
  const reply = await t.request<string>('GET', url, { headers: { 'accept-language': 'en-US', ...headers } });
  const document = new new Window().DOMParser().parseFromString(reply.body, 'text/html');
  const root = document.getElementById('root');
  const state = document.getElementById('ssr-state')?.textContent;
  return {
    reply,
    html: document.documentElement,
    text: root?.textContent?.replace(/\s+/g, ' ') ?? '',
    state: state ? (JSON.parse(state) as { language: string; queries: { queries: { queryKey: unknown[] }[] } }) : null,
  };
}

/** A PS5 sports game added to the catalogue by the admin: its id, and the fields it was saved with but its name. */
async function newItem(name: string) {
  const { platform, category } = await catalogIds(t);
  const fields = { kind: 'game', nameAr: 'سباق', platformId: platform('PlayStation 5'), categoryId: category('Sports') };
  const item = await t.request<TCatalogueItemSavedReply>('POST', '/api/admin/catalogue-items', {
    token: admin.token,
    body: { ...fields, name },
  });
  return { id: item.body.item.id, fields };
}

describe('public pages drawn on the server', () => {
  it("a product page shows its title, price, seller and photo in English, with the API's answers for the browser", async () => {
    const { reply, html, text, state } = await readBody(`/product/${activeId}?lang=en`);
    expect(reply.status).toBe(200);
    expect(html.getAttribute('lang')).toBe('en');
    expect(html.getAttribute('dir')).toBe('ltr');
    expect(text).toContain('Gran Turismo 7 Server Drawn');
    expect(text).toContain('249.50');
    expect(text).toContain(sellerName);
    expect(text).toContain(english.product.addToCart);
    expect(html.querySelector('#root img[src^="/api/uploads/ads/"]')).not.toBeNull();
    // The head of modules/seo stays.
    expect(html.querySelector('meta[property="og:image"]')?.getAttribute('content')).toContain(`/og/product/${activeId}.jpg`);
    expect(state?.language).toBe('en');
    expect(JSON.stringify(state?.queries.queries.map((query) => query.queryKey))).toContain(activeId);
  });

  it("a product linked to a catalogue item is drawn with its item's other offers from the listing's own answer", async () => {
    const { id: itemId } = await newItem('Server Drawn Racer');
    const linked = { catalogueItemId: itemId, price: '120' };
    const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: linked });
    const other = await t.createUser();
    await postAd(t, { token: other.token, approveWith: admin.token, fields: { ...linked, price: '90' } });
    const { text, state } = await readBody(`/product/${id}?lang=en`);
    expect(text).toContain('Other offers from 2 sellers from SAR 90');
    // The listing's reply carries the item's summary: the page asks nothing of the item page.
    const keys = state?.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toContain('ads');
    expect(keys).not.toContain('items');
  });

  it('a product page in Arabic is drawn right to left, its words and digits Arabic', async () => {
    const { html, text, state } = await readBody(`/product/${activeId}`, { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(html.getAttribute('lang')).toBe('ar');
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(text).toContain('Gran Turismo 7 Server Drawn');
    expect(text).toContain('٢٤٩٫٥٠');
    expect(text).toContain(sellerName);
    expect(text).toContain(arabic.product.addToCart);
    expect(state?.language).toBe('ar');
  });

  it('home, its search URL, a category page and the seller page list the listing with its price and seller, in both languages', async () => {
    for (const url of ['/home', '/home?search=turismo', '/c/video-games/racing', `/sellers/${sellerId}`]) {
      const en = await readBody(`${url}${url.includes('?') ? '&' : '?'}lang=en`);
      expect(en.reply.status, url).toBe(200);
      expect(en.text, url).toContain('Gran Turismo 7 Server Drawn');
      expect(en.text, url).toContain('249.50');
      const ar = await readBody(`${url}${url.includes('?') ? '&' : '?'}lang=ar`);
      expect(ar.html.getAttribute('dir'), url).toBe('rtl');
      expect(ar.text, url).toContain('Gran Turismo 7 Server Drawn');
      expect(ar.text, url).toContain('٢٤٩٫٥٠');
    }
    for (const url of ['/home', '/c/video-games/racing']) expect((await readBody(`${url}?lang=en`)).text, url).toContain(sellerName);
    // The search URL lists what matches only.
    expect((await readBody('/home?search=zelda&lang=en')).text).not.toContain('Gran Turismo 7 Server Drawn');
  });

  it('the landing page is drawn too; an unknown category, a pending listing and the signed-in screens are left to the browser', async () => {
    const landing = await readBody('/?lang=ar');
    expect(landing.html.getAttribute('dir')).toBe('rtl');
    expect(landing.text.length).toBeGreaterThan(200);
    for (const [url, status] of [
      ['/c/no-such-category', 404],
      [`/product/${pendingId}`, 404],
      ['/cart', 200],
    ] as const) {
      const page = await readBody(url);
      expect(page.reply.status, url).toBe(status);
      expect(page.text, url).toBe('');
      expect(page.state, url).toBeNull();
    }
  });

  it('is compressed for a client that accepts it, whether kept for every visitor or drawn for one search', async () => {
    for (const url of [`/product/${activeId}?lang=en`, '/home?search=turismo&lang=en']) {
      for (const encoding of ['gzip', 'br']) {
        const reply = await t.request<string>('GET', url, { headers: { 'accept-encoding': encoding } });
        expect(reply.headers.get('content-encoding'), `${url} ${encoding}`).toBe(encoding);
        expect(reply.body, `${url} ${encoding}`).toContain('Gran Turismo 7 Server Drawn');
      }
    }
  });

  it('keeps a drawn product and item page while other listings change, and draws them again when what they show does', async () => {
    const { platform, category } = await catalogIds(t);
    const { id: itemId } = await newItem('Kept Item Racer');
    const linked = { catalogueItemId: itemId, price: '120' };
    const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: linked });
    const other = await t.createUser();
    const offer = await postAd(t, { token: other.token, approveWith: admin.token, fields: { ...linked, price: '90' } });
    // Enough listings on its platform to fill the product's related listings, and one that is on neither page.
    const fillers: string[] = [];
    for (const title of ['Filler One', 'Filler Two', 'Filler Three', 'Filler Four'])
      fillers.push(await postAd(t, { token: other.token, approveWith: admin.token, fields: { title } }));
    const elsewhere = await postAd(t, {
      token: other.token,
      approveWith: admin.token,
      fields: { title: 'Strategy Guide Elsewhere', category: category('Guides'), platform: platform('PC'), price: '40' },
    });
    await t.jobsSettled();
    const product = `/product/${id}?lang=en`;
    const itemPage = `/items/${itemId}?lang=en`;
    const etagOf = async (url: string) => (await readBody(url)).reply.headers.get('etag');
    expect((await readBody(product)).text).toContain('Other offers from 2 sellers from SAR 90');
    expect((await readBody(itemPage)).text).toContain('2 offers from 2 sellers, from SAR 90');
    const kept = { product: await etagOf(product), item: await etagOf(itemPage) };

    // A listing on neither page changes: Home shows it at once, and both pages are the ones kept.
    await t.request('PUT', `/api/user/ads/${elsewhere}`, { token: other.token, body: { price: 35 } });
    await t.jobsSettled();
    await expect.poll(async () => (await readBody('/home?lang=en')).text, soon).toContain('SAR 35Strategy Guide Elsewhere');
    expect(await etagOf(product)).toBe(kept.product);
    expect(await etagOf(itemPage)).toBe(kept.item);

    // One of the product's related listings changes: the browser's related row shows it, and the drawn page, which
    // leaves that row to the browser (ADR 062), is the one kept.
    const related = async () => (await t.request<TListingsReply>('GET', `/api/user/ads/related/${id}`)).body.ads;
    expect((await related()).map((ad) => ad.id)).toContain(fillers[0]);
    expect((await readBody(product)).text).not.toContain('Filler One');
    await t.request('PUT', `/api/user/ads/${fillers[0]}`, { token: other.token, body: { price: 33 } });
    await t.jobsSettled();
    await expect.poll(async () => (await related()).find((ad) => ad.id === fillers[0])?.price, soon).toBe(33);
    expect(await etagOf(product)).toBe(kept.product);

    // Another offer of the item changes: the item page and the product's line of other offers are drawn again.
    await t.request('PUT', `/api/user/ads/${offer}`, { token: other.token, body: { price: 80 } });
    await t.jobsSettled();
    await expect.poll(async () => (await readBody(product)).text, soon).toContain('Other offers from 2 sellers from SAR 80');
    await expect.poll(async () => (await readBody(itemPage)).text, soon).toContain('2 offers from 2 sellers, from SAR 80');

    // The other offer is deleted: the product's line of other offers goes with it, and the item page's count.
    await t.request('DELETE', `/api/user/ads/${offer}`, { token: other.token });
    await t.jobsSettled();
    await expect.poll(async () => (await readBody(product)).text, soon).not.toContain('Other offers from 2 sellers');
    await expect.poll(async () => (await readBody(itemPage)).text, soon).toContain('1 offer');

    // An admin renames an item no listing offers yet: its page follows.
    const lonely = await newItem('Lonely Racer');
    const lonelyPage = `/items/${lonely.id}?lang=en`;
    expect((await readBody(lonelyPage)).text).toContain('Lonely Racer');
    await t.request('PUT', `/api/admin/catalogue-items/${lonely.id}`, {
      token: admin.token,
      body: { ...lonely.fields, name: 'Lonely Racer Deluxe' },
    });
    await t.jobsSettled();
    await expect.poll(async () => (await readBody(lonelyPage)).text, soon).toContain('Lonely Racer Deluxe');
  });

  it('keeps a drawn page for every visitor: 304 to its ETag, a view per device, a change shown as soon as it is made', async () => {
    const id = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Kept Page Racer', price: '100' } });
    await t.jobsSettled();
    const url = `/product/${id}?lang=en`;
    const first = await readBody(url);
    expect(first.text).toContain('Kept Page Racer');
    const etag = first.reply.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(first.reply.headers.get('vary')).toContain('accept-language');
    const again = await t.request('GET', url, { headers: { 'accept-language': 'en-US', 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await readBody(url)).text).toContain('Kept Page Racer');
    // Drawn once, asked three times by one browser (one view), then by two others.
    for (const device of ['phone B', 'laptop C']) await readBody(url, { 'user-agent': device });
    const views = async () => (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: seller.token })).body.views;
    await expect.poll(views, soon).toBe(3);
    // The app asking for the listing on the page it got is the same view.
    await t.request('GET', `/api/user/ads/${id}`, { headers: { 'user-agent': 'phone B' } });
    await t.app.listingReplies.views.flush();
    expect(await views()).toBe(3);

    await t.request('PUT', `/api/user/ads/${id}`, { token: seller.token, body: { price: 150 } });
    await t.jobsSettled();
    await expect.poll(async () => (await readBody(url)).text, soon).toContain('150');
    await t.request('DELETE', `/api/user/ads/${id}`, { token: seller.token });
    await t.jobsSettled();
    await expect.poll(async () => (await readBody(url)).reply.status, soon).not.toBe(200);
    expect((await readBody(url)).text).toBe('');
  });
});
