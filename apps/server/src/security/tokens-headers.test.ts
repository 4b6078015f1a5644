import { mkdtempSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TCatalogIconReply, TErrorReply, TListingDetailReply } from '@gamesouq/core';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogIds, imageBytes, postAd } from '../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
// A built web app as the server serves it in production: index.html for client routes, fingerprinted assets.
// It is written before the app starts, as its hook comes first, and removed after the app is closed.
const dist = mkdtempSync(path.join(os.tmpdir(), 'gamesouq-web-dist-'));
beforeAll(async () => {
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>GameSouq</title><div id="root"></div>');
  await writeFile(path.join(dist, 'assets/app-1a2b3c.js'), 'console.log("GameSouq");');
});
afterAll(() => rm(dist, { recursive: true, force: true }));
const t = useTestApp({ WEB_DIST_DIR: dist });
let user: User;
beforeAll(async () => {
  user = await t.createUser();
});

const sign = (secret: string, alg: string, { expiresIn = '15m', role = 'user' } = {}) =>
  new SignJWT({ role })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('accepts only HS256 tokens signed with the server secret and not expired', async () => {
    const me = (token: string) => t.request<TErrorReply>('GET', '/api/user/me', { token });
    expect((await me(user.token)).status).toBe(200);
    expect((await me(await sign(t.secret, 'HS256'))).status).toBe(200);

    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user.id, role: 'admin', exp: Date.now() / 1000 + 900 })}.`;
    const rejected = [
      unsigned,
      await sign(t.secret, 'HS512'),
      await sign('another-secret-of-at-least-32-characters!', 'HS256'),
      await sign(t.secret, 'HS256', { expiresIn: '-1m' }),
    ];
    for (const token of rejected) {
      const reply = await me(token);
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe('Authentication failed. Please log in again.');
    }
  });

  it('takes the role from the account, never from the token', async () => {
    const forged = await sign(t.secret, 'HS256', { role: 'admin' });
    const reply = await t.request<TErrorReply>('GET', '/api/admin/ads', { token: forged });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Access denied. Admin privileges required.');
  });
});

describe('security headers', () => {
  it('are sent with the API, the web app, its assets and every upload route, also with a 404', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const ad = await postAd(t, { token: user.token });
    const { category } = await catalogIds(t);
    const icon = new FormData();
    icon.append('icon', new Blob([new Uint8Array(await imageBytes('png', { width: 64, height: 64 }))]), 'icon.png');
    const iconReply = await t.request<TCatalogIconReply>('POST', `/api/admin/categories/${category('Racing')}/icon`, {
      token: admin.token,
      body: icon,
    });
    const adReply = await t.request<TListingDetailReply>('GET', `/api/user/ads/${ad}`, { token: user.token });
    const paths = {
      '/api/categories': 200,
      '/health': 200,
      '/': 200,
      '/trader/products?tab=active': 200,
      '/assets/app-1a2b3c.js': 200,
      [`/uploads/categories/${iconReply.body.icon}`]: 200,
      [adReply.body.images[0]!]: 200,
      '/api/uploads/ads/missing.webp': 404,
      '/uploads/categories/missing.webp': 404,
      '/api/no-such-route': 404,
    };
    // Icons are answered as file names, which clients put after /uploads/categories/ (buyer §3).
    expect(iconReply.body.icon).toMatch(/^[\w-]+\.webp$/);
    expect(adReply.body.images[0]).toMatch(/^\/api\/uploads\/ads\//);
    const wrong: string[] = [];
    for (const [path, status] of Object.entries(paths)) {
      const { headers, status: actual } = await t.request('GET', path);
      const expected = {
        status,
        csp: true,
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        hsts: true,
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'x-powered-by': null,
      };
      const seen = {
        status: actual,
        csp:
          /default-src 'self'/.test(headers.get('content-security-policy') ?? '') &&
          /object-src 'none'/.test(headers.get('content-security-policy') ?? ''),
        'x-content-type-options': headers.get('x-content-type-options'),
        'x-frame-options': headers.get('x-frame-options'),
        hsts: /max-age=\d+/.test(headers.get('strict-transport-security') ?? ''),
        'referrer-policy': headers.get('referrer-policy'),
        'cross-origin-opener-policy': headers.get('cross-origin-opener-policy'),
        'cross-origin-resource-policy': headers.get('cross-origin-resource-policy'),
        'x-powered-by': headers.get('x-powered-by'),
      };
      if (JSON.stringify(seen) !== JSON.stringify(expected)) wrong.push(`${path}: ${JSON.stringify(seen)}`);
    }
    expect(wrong).toEqual([]);
  });
});
