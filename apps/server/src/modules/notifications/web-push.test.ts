import { createDecipheriv, createECDH, createHash, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TPushPublicKeyReply, TStartChatReply } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { storeNotification } from './notify.js';
import { pushSubscriptions } from './tables.js';

/**
 * A push service on this machine speaking RFC 8030 as browsers' vendors do: it takes each push, answers 201, or 410
 * for the devices under /gone/ (a subscription the browser dropped). Every push it took is kept to be read.
 */
type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };
let pushService: Server;
let serviceUrl = '';
const received: Received[] = [];

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

const t = useTestApp({ PUSH_SERVICE_HOSTS: '127.0.0.1', VAPID_SUBJECT: 'mailto:push-test@gamesouq.sa' });

/** A browser's side of a subscription: its P-256 key pair and auth secret, as PushManager.subscribe makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}
type Browser = ReturnType<typeof browserKeys> & { endpoint: string };

async function subscribe(token: string, path = `/push/${randomBytes(8).toString('hex')}`): Promise<Browser> {
  const keys = browserKeys();
  const endpoint = `${serviceUrl}${path}`;
  const reply = await t.request('PUT', '/api/user/push/subscriptions', {
    token,
    body: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: keys.ecdh.getPublicKey().toString('base64url'), auth: keys.auth.toString('base64url') },
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return { ...keys, endpoint };
}

/** Decrypts one aes128gcm push (RFC 8188 record, RFC 8291 keys) with the browser's private key, as the browser does. */
function decrypt(browser: Browser, body: Buffer) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  expect(recordSize).toBeGreaterThanOrEqual(ciphertext.length);
  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then padding zeros.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return JSON.parse(padded.subarray(0, end).toString('utf8')) as Record<string, string>;
}

/** Checks the VAPID header (RFC 8292): an ES256 JWT for the push service's origin, signed by the server's public key. */
function checkVapid(headers: IncomingHttpHeaders, publicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? '');
  expect(match, headers.authorization).not.toBeNull();
  const [, jwt, k] = match!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt!.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  const isSigned = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(isSigned).toBe(true);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(body.aud).toBe(serviceUrl);
  expect(body.sub).toBe('mailto:push-test@gamesouq.sa');
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
  expect(body.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
}

const pushesTo = (browser: Browser) => received.filter((push) => `${serviceUrl}${push.path}` === browser.endpoint);
const shipped = (userId: string, number: number) =>
  storeNotification(t.db, {
    userId,
    type: 'order',
    title: 'Order shipped',
    message: `Order #${number} is on its way. Confirm delivery when it arrives.`,
    data: { orderId: `order-${number}`, event: 'shipped', number: String(number) },
  });

describe('Web Push', () => {
  it("encrypts a chat message to each of the receiver's devices, in their language, signed with the server's VAPID key", async () => {
    const [buyer, seller] = [await t.createUser(), await t.createUser()];
    const buyersPhone = await subscribe(buyer.token);
    const phone = await subscribe(seller.token);
    const laptop = await subscribe(seller.token);
    expect((await t.request('PUT', '/api/user/preferences', { token: seller.token, body: { language: 'ar' } })).status).toBe(200);
    const { publicKey } = (await t.request<TPushPublicKeyReply>('GET', '/api/user/push/public-key', { token: seller.token })).body;

    const chat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
      token: buyer.token,
      body: { other_user_id: seller.id },
    });
    const sent = await t.request('POST', `/api/user/chat/${chat.body.chatId}/send`, {
      token: buyer.token,
      body: { message: 'هل ما زال متوفرًا؟' },
    });
    expect(sent.status).toBe(200);
    await t.jobsSettled();

    for (const device of [phone, laptop]) {
      const [push] = pushesTo(device);
      expect(push).toBeDefined();
      expect(push!.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
      checkVapid(push!.headers, publicKey);
      expect(decrypt(device, push!.body)).toMatchObject({
        title: `رسالة جديدة من user ${buyer.id.slice(0, 4)}`,
        body: 'هل ما زال متوفرًا؟',
        url: `/chat?chat_id=${chat.body.chatId}`,
        tag: `chat:${chat.body.chatId}`,
        lang: 'ar',
        dir: 'rtl',
      });
    }
    // The sender's own devices hear nothing.
    expect(pushesTo(buyersPhone)).toEqual([]);
  });

  it('words an order update in English for an English reader and leads to the order', async () => {
    const buyer = await t.createUser();
    const device = await subscribe(buyer.token);
    await shipped(buyer.id, 4107);
    await t.jobsSettled();
    const [push] = pushesTo(device);
    expect(decrypt(device, push!.body)).toMatchObject({
      title: 'Order shipped',
      body: 'Order #4107 is on its way. Confirm delivery when it arrives.',
      url: '/orders/order-4107',
      lang: 'en',
      dir: 'ltr',
    });
  });

  it('forgets a device whose push service says it is gone, and keeps sending to the others', async () => {
    const user = await t.createUser();
    const gone = await subscribe(user.token, `/gone/${randomBytes(8).toString('hex')}`);
    const kept = await subscribe(user.token);
    await shipped(user.id, 5001);
    await t.jobsSettled();
    expect(pushesTo(gone)).toHaveLength(1);
    expect(pushesTo(kept)).toHaveLength(1);
    const left = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(left.map((row) => row.endpoint)).toEqual([kept.endpoint]);
  });

  it("honours the user's switches: Push notifications off stops all, a kind's switch stops that kind only", async () => {
    const user = await t.createUser();
    const device = await subscribe(user.token);
    const save = async (body: Record<string, boolean>) =>
      expect((await t.request('PUT', '/api/user/preferences', { token: user.token, body })).status).toBe(200);

    await save({ pushOrders: false });
    await shipped(user.id, 6001);
    await storeNotification(t.db, {
      userId: user.id,
      type: 'order',
      title: 'New offer',
      message: 'New offer of 90.00 SAR on "FIFA 26".',
      data: { event: 'offer_made', title: 'FIFA 26', amount: '90.00', chatId: 'chat-1' },
    });
    await t.jobsSettled();
    expect(pushesTo(device).map((push) => decrypt(device, push.body).title)).toEqual(['New offer']);

    await save({ pushOrders: true, pushNotifications: false });
    await shipped(user.id, 6002);
    await t.jobsSettled();
    expect(pushesTo(device)).toHaveLength(1);
    // Still stored for the bell.
    const bell = await t.request<{ notifications: { message: string }[] }>('GET', '/api/user/notifications', { token: user.token });
    expect(bell.body.notifications.map((n) => n.message).join()).toContain('#6002');
  });

  it("sends no admin's announcement to devices", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser();
    const device = await subscribe(user.token);
    const sent = await t.request('POST', '/api/admin/notifications', {
      token: admin.token,
      body: { subject: 'Weekend sale', content: 'Everything 10% off.', type: 'group', recipients: [user.id] },
    });
    expect(sent.status).toBe(200);
    await t.jobsSettled();
    expect(pushesTo(device)).toEqual([]);
  });

  it('forgets this device on request, and refuses a push service not on the list or keys that are not a P-256 point', async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const device = await subscribe(user.token);
    // Another user cannot remove it.
    const id = createHash('sha256').update(device.endpoint).digest('base64url');
    await t.request('DELETE', `/api/user/push/subscriptions/${id}`, { token: other.token });
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint))).toHaveLength(1);
    const removed = await t.request('DELETE', `/api/user/push/subscriptions/${id}`, { token: user.token });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await shipped(user.id, 7001);
    await t.jobsSettled();
    expect(pushesTo(device)).toEqual([]);

    const keys = { p256dh: browserKeys().ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const elsewhere = await t.request<{ message: string }>('PUT', '/api/user/push/subscriptions', {
      token: user.token,
      body: { endpoint: 'https://push.example.net/device/1', keys },
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('Notifications cannot be sent to this browser’s push service.');
    const notOnCurve = await t.request('PUT', '/api/user/push/subscriptions', {
      token: user.token,
      body: { endpoint: `${serviceUrl}/push/bad`, keys: { ...keys, p256dh: `B${'A'.repeat(86)}` } },
    });
    expect(notOnCurve.status).toBe(400);
    expect((await t.request('GET', '/api/user/push/public-key')).status).toBe(401);
  });
});
