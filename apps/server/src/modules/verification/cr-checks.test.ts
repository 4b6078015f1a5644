import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TCrCheckReply, TErrorReply, TSellerRequestListReply, TSellerRequestSentReply } from '@gamesouq/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;

async function applyAsStore(t: TestApp, user: User, storeName: string, crNumber: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ type: 'store', storeName, cityLocation: 'Riyadh', civilId: '1010101010', crNumber })) {
    form.append(key, value);
  }
  const sent = await t.request<TSellerRequestSentReply>('POST', '/api/user/seller-requests', { token: user.token, body: form });
  expect(sent.status).toBe(201);
  return sent.body.request.id;
}

describe('commercial-registration checks with the sandbox registry', () => {
  let t: TestApp;
  let admin: User;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(() => t?.close());

  const listed = async (id: string) =>
    (await t.request<TSellerRequestListReply>('GET', '/api/admin/requests?type=traders', { token: admin.token })).body.find(
      (r) => r.id === id,
    )!;

  it('the admin sees the registry’s answer; an active CR under the store’s name approves into a verified shop', async () => {
    const user = await t.createUser();
    const id = await applyAsStore(t, user, 'متجر النخبة للالعاب', '7001234561');
    expect((await listed(id)).crCheck).toMatchObject({
      status: 'active',
      crNumber: '7001234561',
      name: 'متجر النخبة للألعاب',
      owners: ['عبدالله محمد القحطاني'],
      nameMatches: true,
    });
    expect((await t.request('POST', `/api/admin/requests/${id}/approve`, { token: admin.token })).status).toBe(200);
    expect((await t.request('GET', '/api/user/me', { token: user.token })).body).toMatchObject({ role: 'trader', verified: true });
  });

  it('an expired CR is shown as such and its shop cannot be approved; an unknown one is left to the admin', async () => {
    const [expired, unknown] = [await t.createUser(), await t.createUser()];
    const expiredId = await applyAsStore(t, expired, 'Pixel Souq', '7001234562');
    const unknownId = await applyAsStore(t, unknown, 'Nowhere Games', '7009999999');
    expect((await listed(expiredId)).crCheck).toMatchObject({ status: 'expired', name: 'Pixel Souq Trading', nameMatches: false });
    expect((await listed(unknownId)).crCheck).toMatchObject({ status: 'not_found', name: null, owners: [] });
    const refused = await t.request<TErrorReply>('POST', `/api/admin/requests/${expiredId}/approve`, { token: admin.token });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('CR_NOT_ACTIVE');
    expect((await t.request('GET', '/api/user/me', { token: expired.token })).body).toMatchObject({ role: 'user', verified: false });
    // Asking again is the admin's, audited; and only admins may.
    expect((await t.request('POST', `/api/admin/requests/${unknownId}/cr-check`, { token: unknown.token })).status).toBe(403);
    const again = await t.request<TCrCheckReply>('POST', `/api/admin/requests/${unknownId}/cr-check`, { token: admin.token });
    expect(again.body).toMatchObject({ success: true, crCheck: { status: 'not_found' } });
    const audit = await t.request<{ entries: unknown[] }>('GET', '/api/admin/audit-log?action=requests.cr-check', { token: admin.token });
    expect(audit.body.entries[0]).toMatchObject({ entityType: 'seller_request', entityId: unknownId });
  });

  it('a person’s request shows the name a verified identity gave, and has no CR to check', async () => {
    const person = await t.createUser();
    const form = new FormData();
    for (const [key, value] of Object.entries({ type: 'person', cityLocation: 'Jeddah', civilId: '1010101010' })) form.append(key, value);
    const sent = await t.request<TSellerRequestSentReply>('POST', '/api/user/seller-requests', { token: person.token, body: form });
    const started = await t.request<{ verification: { number: string; sandboxAppUrl: string } }>(
      'POST',
      '/api/user/identity-verification',
      {
        token: person.token,
        body: { nationalId: '1010101010' },
      },
    );
    await fetch(`${t.baseUrl}${started.body.verification.sandboxAppUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number: started.body.verification.number }),
      redirect: 'manual',
    });
    expect((await t.request('GET', '/api/user/identity-verification', { token: person.token })).body).toMatchObject({ isVerified: true });
    const list = await t.request<TSellerRequestListReply>('GET', '/api/admin/requests?type=person', { token: admin.token });
    expect(list.body.find((r) => r.id === sent.body.request.id)).toMatchObject({
      crCheck: null,
      verifiedIdentityName: 'عبدالله محمد القحطاني',
    });
    const none = await t.request<TErrorReply>('POST', `/api/admin/requests/${sent.body.request.id}/cr-check`, { token: admin.token });
    expect(none.status).toBe(400);
    expect(none.body.messageKey).toBe('validation.crNumberInvalid');
  });
});

describe('commercial-registration checks with Wathq, against a local server speaking its API', () => {
  let t: TestApp;
  let admin: User;
  let wathq: Server;
  const asked: IncomingMessage['headers'][] = [];
  beforeAll(async () => {
    wathq = createServer((req, res) => {
      asked.push(req.headers);
      if (req.headers.apikey !== 'wathq-test-key') return res.writeHead(401).end('{"code":"401"}');
      const url = new URL(req.url ?? '/', 'http://localhost');
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/commercial-registration/fullinfo/1010555555') {
        return res.end(
          JSON.stringify({
            crNationalNumber: '7012345678',
            crNumber: '1010555555',
            name: 'مؤسسة عالم الألعاب التجارية',
            status: { id: 1, name: 'نشط' },
            parties: [
              { name: 'سعد علي الشهري', typeName: 'مالك' },
              { name: 'ريم سعد الشهري', typeName: 'مدير' },
            ],
          }),
        );
      }
      if (url.pathname === '/commercial-registration/fullinfo/1010666666') {
        return res.end(JSON.stringify({ crNumber: '1010666666', name: 'Old Games Co', status: { id: 2, name: 'منتهي' }, parties: [] }));
      }
      if (url.pathname === '/commercial-registration/fullinfo/1010777777') return res.writeHead(500).end('{}');
      return res.writeHead(404).end(JSON.stringify({ code: '404', message: 'Not Found' }));
    });
    await new Promise<void>((resolve) => wathq.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      CR_VERIFICATION_PROVIDER: 'wathq',
      WATHQ_API_URL: `http://127.0.0.1:${(wathq.address() as AddressInfo).port}`,
      WATHQ_API_KEY: 'wathq-test-key',
    });
    admin = await t.createUser({ role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => wathq?.close(resolve));
  });

  it('reads the name, status and parties Wathq gives, with the API key', async () => {
    const ids = [
      await applyAsStore(t, await t.createUser(), 'مؤسسة عالم الالعاب التجارية', '1010555555'),
      await applyAsStore(t, await t.createUser(), 'Old Games', '1010666666'),
      await applyAsStore(t, await t.createUser(), 'Ghost Games', '1010888888'),
      await applyAsStore(t, await t.createUser(), 'Flaky Games', '1010777777'),
    ];
    const list = (await t.request<TSellerRequestListReply>('GET', '/api/admin/requests?type=traders', { token: admin.token })).body;
    const checkOf = (id: string) => list.find((r) => r.id === id)!.crCheck;
    expect(checkOf(ids[0]!)).toMatchObject({
      status: 'active',
      name: 'مؤسسة عالم الألعاب التجارية',
      owners: ['سعد علي الشهري', 'ريم سعد الشهري'],
      nameMatches: true,
    });
    expect(checkOf(ids[1]!)).toMatchObject({ status: 'expired', name: 'Old Games Co' });
    expect(checkOf(ids[2]!)).toMatchObject({ status: 'not_found' });
    // Wathq failing leaves the request unchecked; asking by the button says so clearly.
    expect(checkOf(ids[3]!)).toBeNull();
    const failed = await t.request<TErrorReply>('POST', `/api/admin/requests/${ids[3]}/cr-check`, { token: admin.token });
    expect(failed.status).toBe(503);
    expect(failed.body.code).toBe('VERIFICATION_UNAVAILABLE');
    expect(asked.every((headers) => headers.apikey === 'wathq-test-key')).toBe(true);
  });
});
