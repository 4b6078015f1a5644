import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TErrorReply, TIdentityVerificationReply } from '@gamesouq/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;

const readJson = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return JSON.parse(text || '{}') as Record<string, string>;
};

describe('identity verification with the sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const start = (user: User, nationalId: string) =>
    t.request<TIdentityVerificationReply & TErrorReply>('POST', '/api/user/identity-verification', {
      token: user.token,
      body: { nationalId },
    });
  const state = (user: User) => t.request<TIdentityVerificationReply>('GET', '/api/user/identity-verification', { token: user.token });
  /** The user's pick in the sandbox's stand-in for the Nafath app, as its form posts it. */
  const pick = async (appUrl: string, number: string) => {
    const page = await fetch(`${t.baseUrl}${appUrl}`);
    const response = await fetch(`${t.baseUrl}${appUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ number }),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    return page.text();
  };

  it('needs a signed-in user and a valid ID number, with the key the app shows in the user’s language', async () => {
    expect((await t.request('GET', '/api/user/identity-verification')).status).toBe(401);
    const user = await t.createUser();
    const bad = await start(user, '3123456789');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ nationalId: 'Enter a 10-digit ID or iqama number' });
    expect(bad.body.fieldKeys).toEqual({ nationalId: 'validation.nationalIdInvalid' });
    expect((await state(user)).body).toEqual({ isVerified: false, verification: null });
  });

  it('a wrong number in the app rejects; the right one verifies the account with the name the provider holds', async () => {
    const user = await t.createUser();
    const first = await start(user, '1020304050');
    expect(first.status).toBe(201);
    const pending = first.body.verification!;
    expect(pending).toMatchObject({ status: 'pending', idLastDigits: '4050', verifiedName: null });
    expect(pending.number).toMatch(/^\d{2}$/);
    expect(pending.sandboxAppUrl).toMatch(/^\/identity\/sandbox\/[0-9a-f-]{36}$/);
    const page = await pick(pending.sandboxAppUrl!, pending.number === '99' ? '98' : String(Number(pending.number) + 1).padStart(2, '0'));
    // The app shows three numbers, the one GameSouq shows among them.
    expect(page.match(/name="number" value="\d{2}"/g)).toHaveLength(3);
    expect(page).toContain(`value="${pending.number}"`);
    expect((await state(user)).body).toMatchObject({ isVerified: false, verification: { status: 'rejected', sandboxAppUrl: null } });

    const second = (await start(user, '1020304050')).body.verification!;
    expect(second.number).toMatch(/^\d{2}$/);
    await pick(second.sandboxAppUrl!, second.number);
    expect((await state(user)).body).toMatchObject({
      isVerified: true,
      verification: { status: 'approved', verifiedName: 'Noura Saleh Alharbi', idLastDigits: '4050' },
    });
    expect((await t.request('GET', '/api/user/me', { token: user.token })).body).toMatchObject({ verified: true });
    // The request is answered: the app's page says so and a second pick changes nothing.
    expect(await (await fetch(`${t.baseUrl}${second.sandboxAppUrl}?lang=ar`)).text()).toContain('وافقت على الطلب');
    // Verified already: a new start changes nothing and asks Nafath nothing.
    const again = await start(user, '1020304050');
    expect(again.body).toMatchObject({ isVerified: true, verification: { id: second.id, status: 'approved' } });
  });

  it('an ID verifies one account only', async () => {
    const [owner, other] = [await t.createUser(), await t.createUser()];
    const started = (await start(owner, '2030405060')).body.verification!;
    await pick(started.sandboxAppUrl!, started.number);
    expect((await state(owner)).body.isVerified).toBe(true);
    const taken = await start(other, '2030405060');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'IDENTITY_TAKEN', message: 'This ID has verified another account.' });
    expect((await state(other)).body).toEqual({ isVerified: false, verification: null });
  });

  it('a new request replaces the pending one, and starts are limited per hour', async () => {
    const user = await t.createUser();
    const first = (await start(user, '1111111111')).body.verification!;
    const second = (await start(user, '1111111111')).body.verification!;
    expect(second.id).not.toBe(first.id);
    // The replaced request's number no longer counts: picking it in its app changes nothing here.
    await pick(first.sandboxAppUrl!, first.number);
    expect((await state(user)).body).toMatchObject({ isVerified: false, verification: { id: second.id, status: 'pending' } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await start(user, '1111111111')).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('identity verification with Nafath, against a local server speaking its API', () => {
  let t: TestApp;
  let nafath: Server;
  const seen: { path: string; headers: IncomingMessage['headers']; body: Record<string, string> }[] = [];
  let nafathStatus = 'WAITING';
  let isDown = false;

  beforeAll(async () => {
    nafath = createServer(async (req, res) => {
      const body = await readJson(req);
      seen.push({ path: req.url ?? '', headers: req.headers, body });
      if (isDown) return res.writeHead(502).end('Bad gateway');
      if (req.headers['app-id'] !== 'gs-app' || req.headers['app-key'] !== 'gs-key') return res.writeHead(401).end();
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url?.startsWith('/api/v1/mfa/request?')) {
        return res.end(JSON.stringify({ transId: 'b4bb1d6e-3e1c-4d0f-9f9e-0d7c2a1e5f11', random: 37 }));
      }
      if (req.method === 'POST' && req.url === '/api/v1/mfa/request/status') {
        if (body.transId !== 'b4bb1d6e-3e1c-4d0f-9f9e-0d7c2a1e5f11' || body.random !== '37') return res.writeHead(400).end('{}');
        return res.end(JSON.stringify({ status: nafathStatus }));
      }
      return res.writeHead(404).end('{}');
    });
    await new Promise<void>((resolve) => nafath.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({
      ID_VERIFICATION_PROVIDER: 'nafath',
      NAFATH_API_URL: `http://127.0.0.1:${(nafath.address() as AddressInfo).port}`,
      NAFATH_APP_ID: 'gs-app',
      NAFATH_APP_KEY: 'gs-key',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => nafath?.close(resolve));
  });

  it('creates the request with the app credentials, shows Nafath’s number, and verifies once Nafath says COMPLETED', async () => {
    const user = await t.createUser();
    const started = await t.request<TIdentityVerificationReply>('POST', '/api/user/identity-verification', {
      token: user.token,
      body: { nationalId: '1098765432' },
      headers: { 'accept-language': 'ar' },
    });
    expect(started.status).toBe(201);
    expect(started.body.verification).toMatchObject({ status: 'pending', number: '37', sandboxAppUrl: null, idLastDigits: '5432' });
    const created = seen.find((call) => call.path.startsWith('/api/v1/mfa/request?'))!;
    expect(created.body).toEqual({ nationalId: '1098765432', service: 'DigitalServiceEnrollmentWithoutBio' });
    expect(new URLSearchParams(created.path.split('?')[1]).get('local')).toBe('ar');
    expect(new URLSearchParams(created.path.split('?')[1]).get('requestId')).toBe(started.body.verification!.id);

    const poll = () => t.request<TIdentityVerificationReply>('GET', '/api/user/identity-verification', { token: user.token });
    expect((await poll()).body).toMatchObject({ isVerified: false, verification: { status: 'pending' } });
    expect(seen.at(-1)!.body).toEqual({ nationalId: '1098765432', transId: 'b4bb1d6e-3e1c-4d0f-9f9e-0d7c2a1e5f11', random: '37' });
    nafathStatus = 'COMPLETED';
    expect((await poll()).body).toMatchObject({ isVerified: true, verification: { status: 'approved' } });
    const calls = seen.length;
    // Answered: Nafath is asked no more.
    expect((await poll()).body.isVerified).toBe(true);
    expect(seen.length).toBe(calls);
  });

  it('a Nafath that does not answer is a clear error, not a server failure', async () => {
    isDown = true;
    const user = await t.createUser();
    const reply = await t.request<TErrorReply>('POST', '/api/user/identity-verification', {
      token: user.token,
      body: { nationalId: '1000000008' },
    });
    isDown = false;
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ code: 'VERIFICATION_UNAVAILABLE' });
  });
});
