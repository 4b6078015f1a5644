import { readdir } from 'node:fs/promises';
import type {
  TAvatarReply,
  TBannerSavedReply,
  TCatalogIconReply,
  TOrderProofsReply,
  TSavedListingReply,
  TSavedTraderProductReply,
  TSellerRequestListReply,
  TSellerRequestSentReply,
} from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, postAd } from '../test/listing-fixtures.js';
import { buyListing } from '../test/order-fixtures.js';
import { type TestApp, useTestApp } from '../test/test-app.js';
import {
  activePdfs,
  gifHeaderWithScript,
  htmlWithPdfHeader,
  htmlWithScript,
  PAYLOAD,
  plainPdf,
  pngWithHtml,
  svgWithScript,
} from '../test/upload-fixtures.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Reply<T> = { status: number; body: T; headers: Headers };
const t = useTestApp();
let admin: User;
let trader: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  trader = await t.createUser({ role: 'trader' });
});

const INVALID_IMAGE = 'Please select a valid image file (JPG, PNG, GIF, WebP)';
const INVALID_PROOF = 'Please upload an image (JPG, PNG, GIF, WebP) or a PDF file';
const INVALID_DOCUMENT = 'Please upload a PDF, JPG or PNG file';
const UNSAFE_PDF = 'This PDF contains scripts, actions, attachments or a password. Please upload a plain PDF.';

const form = (fields: Record<string, string>, field: string, file: Buffer, name: string) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  // The declared type lies like the name does: only the bytes may decide.
  body.append(field, new Blob([new Uint8Array(file)], { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png' }), name);
  return body;
};

async function download(url: string, token?: string) {
  const response = await fetch(`${t.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Where the stored file of a successful upload is read back, and who may read it. */
type Stored = { url: string; token?: string };
/** An upload's reply (a refusal's `message` is all the checks of every endpoint read) and where its file went. */
type Uploaded = Reply<{ message?: string }> & { stored: () => Promise<Stored> };
type Endpoint = {
  name: string;
  /** The message of a refused file on this endpoint. */
  refusal: string;
  acceptsPdf?: boolean;
  upload: (file: Buffer, filename: string) => Promise<Uploaded>;
};

/** An endpoint whose reply, of its own type, tells where the stored file is. */
const endpoint = <R extends Reply<{ message?: string }>>({
  upload,
  stored,
  ...named
}: Omit<Endpoint, 'upload'> & {
  upload: (file: Buffer, filename: string) => Promise<R>;
  stored: (reply: R) => Promise<Stored>;
}): Endpoint => ({
  ...named,
  upload: async (file, filename) => {
    const reply = await upload(file, filename);
    return { ...reply, stored: () => stored(reply) };
  },
});

async function endpoints(): Promise<Endpoint[]> {
  const { category, platform } = await catalogIds(t);
  const adFields = {
    title: 'Upload test',
    price: '100',
    city: 'Riyadh',
    location: 'Al Olaya',
    category: category('Racing'),
    platform: platform('PlayStation 5'),
    phone: '+966501234567',
    description: 'Testing what an upload really is.',
    agreeToTerms: 'true',
  };
  const user = await t.createUser();
  const ownAd = await postAd(t, { token: user.token });
  const ownProduct = await postAd(t, { token: trader.token });
  const banner = await t.request<TBannerSavedReply>('POST', '/api/admin/banners', {
    token: admin.token,
    body: form({ title: 'Summer sale' }, 'image', await imageBytes(), 'banner.png'),
  });
  const sold = await postAd(t, { token: trader.token, approveWith: admin.token, fields: { quantity: '5' } });
  const { orderId } = await buyListing(t, { listingId: sold });
  const lastImage = async (images: string[]) => ({ url: images.at(-1)! });

  const sellerRequest = async (file: Buffer, filename: string) => {
    const applicant = await t.createUser();
    const reply = await t.request<TSellerRequestSentReply>('POST', '/api/user/seller-requests', {
      token: applicant.token,
      body: form(
        { type: 'store', storeName: 'Level Up', cityLocation: 'Jeddah', civilId: '1234567890' },
        'registrationCertificate',
        file,
        filename,
      ),
    });
    return Object.assign(reply, { applicant });
  };

  return [
    endpoint({
      name: 'POST /api/user/ads',
      refusal: INVALID_IMAGE,
      upload: (file, name) =>
        t.request<TSavedListingReply>('POST', '/api/user/ads', { token: user.token, body: form(adFields, 'images', file, name) }),
      stored: (reply) => lastImage(reply.body.ad.images),
    }),
    endpoint({
      name: 'PUT /api/user/ads/{id}',
      refusal: INVALID_IMAGE,
      upload: (file, name) =>
        t.request<TSavedListingReply>('PUT', `/api/user/ads/${ownAd}`, { token: user.token, body: form({}, 'images', file, name) }),
      stored: (reply) => lastImage(reply.body.ad.images),
    }),
    endpoint({
      name: 'POST /api/trader/products',
      refusal: INVALID_IMAGE,
      upload: (file, name) =>
        t.request<TSavedTraderProductReply>('POST', '/api/trader/products', {
          token: trader.token,
          body: form(adFields, 'images', file, name),
        }),
      stored: (reply) => lastImage(reply.body.product.images),
    }),
    endpoint({
      name: 'PUT /api/trader/products/{id}',
      refusal: INVALID_IMAGE,
      upload: (file, name) =>
        t.request<TSavedTraderProductReply>('PUT', `/api/trader/products/${ownProduct}`, {
          token: trader.token,
          body: form({}, 'images', file, name),
        }),
      stored: (reply) => lastImage(reply.body.product.images),
    }),
    endpoint({
      name: 'PUT /api/user/profile/avatar',
      refusal: INVALID_IMAGE,
      upload: (file, name) =>
        t.request<TAvatarReply>('PUT', '/api/user/profile/avatar', { token: user.token, body: form({}, 'avatar', file, name) }),
      stored: async (reply) => ({ url: reply.body.avatar! }),
    }),
    endpoint({
      name: 'POST /api/admin/banners',
      refusal: INVALID_IMAGE,
      upload: (file, name) =>
        t.request<TBannerSavedReply>('POST', '/api/admin/banners', {
          token: admin.token,
          body: form({ title: 'Polyglot' }, 'image', file, name),
        }),
      stored: async (reply) => ({ url: reply.body.banner.image }),
    }),
    endpoint({
      name: 'PUT /api/admin/banners/{id}',
      refusal: INVALID_IMAGE,
      upload: (file, name) =>
        t.request<TBannerSavedReply>('PUT', `/api/admin/banners/${banner.body.banner.id}`, {
          token: admin.token,
          body: form({ title: 'Polyglot' }, 'image', file, name),
        }),
      stored: async (reply) => ({ url: reply.body.banner.image }),
    }),
    ...(['categories', 'platforms'] as const).map((kind) =>
      endpoint({
        name: `POST /api/admin/${kind}/{id}/icon`,
        refusal: INVALID_IMAGE,
        upload: (file, name) =>
          t.request<TCatalogIconReply>(
            'POST',
            `/api/admin/${kind}/${kind === 'categories' ? category('Racing') : platform('PlayStation 5')}/icon`,
            {
              token: admin.token,
              body: form({}, 'icon', file, name),
            },
          ),
        stored: async (reply) => ({ url: `/uploads/${kind}/${reply.body.icon}` }),
      }),
    ),
    endpoint({
      name: 'POST /api/trader/orders/{id}/proof',
      refusal: INVALID_PROOF,
      acceptsPdf: true,
      upload: (file, name) =>
        t.request<TOrderProofsReply>('POST', `/api/trader/orders/${orderId}/proof`, {
          token: trader.token,
          body: form({}, 'proof', file, name),
        }),
      stored: async (reply) => ({ url: reply.body.proofs[0]!.url, token: trader.token }),
    }),
    endpoint({
      name: 'POST /api/user/seller-requests',
      refusal: INVALID_DOCUMENT,
      acceptsPdf: true,
      upload: sellerRequest,
      stored: async (reply) => {
        const { applicant } = reply;
        const list = await t.request<TSellerRequestListReply>('GET', '/api/admin/requests?type=traders&status=pending', {
          token: admin.token,
        });
        const request = list.body.find((r) => r.userId === applicant.id);
        return { url: request?.registrationCertificate ?? '', token: admin.token };
      },
    }),
  ];
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(t.storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`);
}

describe('every upload endpoint', () => {
  it('refuses SVG, HTML and fake GIFs with script named as images, and writes nothing', async () => {
    const all = await endpoints();
    const before = await storedFiles();
    const wrong: string[] = [];
    for (const endpoint of all) {
      for (const [file, name] of [
        [svgWithScript(), 'photo.png'],
        [htmlWithScript(), 'photo.jpg'],
        [gifHeaderWithScript(), 'photo.gif'],
        [htmlWithPdfHeader(), endpoint.acceptsPdf ? 'scan.pdf' : 'photo.png'],
      ] as const) {
        const reply = await endpoint.upload(file, name);
        if (reply.status !== 400 || reply.body.message !== endpoint.refusal)
          wrong.push(`${endpoint.name} ${name}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('re-encodes a real image that carries a hidden page, so the stored file holds none of it', async () => {
    const wrong: string[] = [];
    for (const endpoint of await endpoints()) {
      const reply = await endpoint.upload(await pngWithHtml(), 'photo.png');
      if (reply.status >= 300) {
        wrong.push(`${endpoint.name}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 160)}`);
        continue;
      }
      const { url, token } = await reply.stored();
      const file = await download(url, token);
      const type = file.headers.get('content-type') ?? '';
      const isWebp = file.bytes.subarray(8, 12).toString() === 'WEBP';
      const isPng = file.bytes.subarray(1, 4).toString() === 'PNG';
      if (file.status !== 200) wrong.push(`${endpoint.name}: ${url} answered ${file.status}`);
      if (file.headers.get('x-content-type-options') !== 'nosniff') wrong.push(`${endpoint.name}: ${url} may be sniffed`);
      if (!(type === 'image/webp' && isWebp) && !(type === 'image/png' && isPng)) wrong.push(`${endpoint.name}: ${url} is ${type}`);
      if (file.bytes.includes(Buffer.from(PAYLOAD))) wrong.push(`${endpoint.name}: ${url} still holds the script`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses PDFs that run scripts, actions, launches or attachments on the document endpoints', async () => {
    const pdfEndpoints = (await endpoints()).filter((e) => e.acceptsPdf);
    expect(pdfEndpoints.map((e) => e.name)).toEqual(['POST /api/trader/orders/{id}/proof', 'POST /api/user/seller-requests']);
    const before = await storedFiles();
    const wrong: string[] = [];
    for (const endpoint of pdfEndpoints) {
      for (const [what, file] of Object.entries(await activePdfs())) {
        const reply = await endpoint.upload(file, 'scan.pdf');
        if (reply.status !== 400 || reply.body.message !== UNSAFE_PDF) wrong.push(`${endpoint.name} with ${what}: ${reply.status}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps a plain PDF as sent and hands it out only as a sandboxed download', async () => {
    const pdf = await plainPdf();
    for (const endpoint of (await endpoints()).filter((e) => e.acceptsPdf)) {
      const reply = await endpoint.upload(pdf, 'registration.pdf');
      expect(reply.status, endpoint.name).toBe(201);
      const { url, token } = await reply.stored();
      const file = await download(url, token);
      expect(file.status).toBe(200);
      expect(file.bytes.equals(pdf)).toBe(true);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+\.pdf"; filename\*=UTF-8''[\w.-]+\.pdf$/);
      expect(file.headers.get('x-content-type-options')).toBe('nosniff');
      expect(file.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      // Nobody else gets it.
      expect((await download(url)).status).toBe(401);
      expect((await download(url, (await t.createUser({ role: 'trader' })).token)).status).toBeGreaterThanOrEqual(403);
    }
  });
});
