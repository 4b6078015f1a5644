import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { TChatMessagesReply, TSavedListingReply, TStartChatReply } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeNotification } from '../modules/notifications/notify.js';
import { orders } from '../modules/orders/tables.js';
import { journalEntries } from '../modules/wallet/tables.js';
import { expectLedgerInvariants } from '../test/ledger-invariants.js';
import { catalogIds, imageBytes, listingForm, postAd } from '../test/listing-fixtures.js';
import { moneyHelpers } from '../test/money-fixtures.js';
import { startS3Server } from '../test/s3-server.js';
import { SERVER_PROCESS_TIMEOUT_MS } from '../test/server-process.js';
import { connectSocket, nextEvent } from '../test/sockets.js';
import { type TestApp, useTestApp } from '../test/test-app.js';

/**
 * Two server processes (A and B) on one PostgreSQL database, one Redis and one S3-compatible bucket, as behind a load
 * balancer (README: Running several instances). The in-process test app shares them too and sets the scene.
 */
const s3 = await startS3Server();
// A database index of its own, emptied first, so no other test's rate-limit counters or events meet these.
const REDIS_URL = `${process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'}/${11 + Math.floor(Math.random() * 5)}`;
const AUTH_LIMIT = 4;
const t = useTestApp({ ...s3.env, REDIS_URL });
type Instance = Awaited<ReturnType<TestApp['startAnotherProcess']>>;
let a: Instance;
let b: Instance;
let admin: Awaited<ReturnType<TestApp['createUser']>>;

async function emptyRedis() {
  const redis = new Redis(REDIS_URL);
  await redis.flushdb();
  await redis.quit();
}

beforeAll(async () => {
  await emptyRedis();
  const settings = { AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT), UPLOAD_RATE_LIMIT_PER_MINUTE: '1000', SHUTDOWN_DRAIN_SECONDS: '1' };
  [a, b] = await Promise.all([t.startAnotherProcess(settings), t.startAnotherProcess(settings)]);
  admin = await t.createUser({ role: 'admin' });
}, SERVER_PROCESS_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await s3.stop();
});

const call = async <T>(base: string, method: string, url: string, token: string, body?: unknown) => {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as T };
};

/** A POST on its own connection; `sent` resolves once the whole request is written to A's socket. */
function sentRequest(port: number, path: string, token: string, body: unknown) {
  const payload = JSON.stringify(body);
  let markSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const status = new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(payload, markSent);
  });
  return { sent, status };
}

async function chatAboutAd() {
  const [seller, buyer] = [await t.createUser(), await t.createUser()];
  const listingId = await postAd(t, { token: seller.token, approveWith: admin.token });
  const started = await t.request<TStartChatReply>('POST', '/api/user/chat/start', { token: buyer.token, body: { product_id: listingId } });
  return { seller, buyer, chatId: started.body.chat_id as string };
}

describe('several instances behind a load balancer', () => {
  it('serves from B a photo uploaded through A', async () => {
    const seller = await t.createUser();
    const { category, platform } = await catalogIds(t);
    const photo = await imageBytes('png', { width: 800, height: 600 });
    const form = listingForm(
      {
        title: 'Uploaded through A',
        price: '120',
        city: 'Riyadh',
        location: 'Al Olaya',
        category: category('Racing'),
        platform: platform('PlayStation 5'),
        phone: '+966501234567',
        description: 'Its photo lives in the shared bucket.',
        agreeToTerms: 'true',
      },
      [photo],
    );
    const posted = await call<TSavedListingReply>(a.baseUrl, 'POST', '/api/user/ads', seller.token, form);
    expect(posted.status).toBe(201);
    const url = posted.body.ad.images[0]!;
    const fromA = await fetch(`${a.baseUrl}${url}`);
    const fromB = await fetch(`${b.baseUrl}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('delivers a chat message sent to A to the socket on B', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    const socket = await connectSocket(b.baseUrl, seller.token);
    try {
      const heard = nextEvent(socket, 'message', (m) => m.chat_id === chatId, 5000);
      await call(a.baseUrl, 'POST', `/api/user/chat/${chatId}/send`, buyer.token, { message: 'Sent to A, heard on B' });
      expect((await heard).text).toBe('Sent to A, heard on B');
    } finally {
      socket.disconnect();
    }
  });

  it('counts sign-in attempts on A and B against one limit', async () => {
    const user = await t.createUser();
    // The test app signed its users in through the same Redis: only A's and B's attempts count from here.
    await emptyRedis();
    const attempt = (base: string) =>
      fetch(`${base}/api/user/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: 'not-the-password' }),
      }).then((r) => r.status);
    const statuses = [];
    for (let i = 0; i < AUTH_LIMIT; i++) statuses.push(await attempt(i % 2 === 0 ? a.baseUrl : b.baseUrl));
    expect(statuses).not.toContain(429);
    expect(await attempt(a.baseUrl)).toBe(429);
    expect(await attempt(b.baseUrl)).toBe(429);
  });

  it('runs the escrow sweeper and the mailer once for each job, whichever instance takes it', async () => {
    const m = moneyHelpers(t, () => admin);
    const due = await m.handedOverOrder();
    await t.db
      .update(orders)
      .set({ shippedAt: sql`now() - interval '4 days'`, protectionStartsAt: sql`now() - interval '4 days'` })
      .where(eq(orders.id, due.order.id));
    const user = await t.createUser();
    await storeNotification(t.db, {
      userId: user.id,
      type: 'order',
      title: 'Order shipped',
      message: 'Order #4242 is on its way.',
      data: {},
    });
    // Several copies of each job at once: the instances' workers take them side by side.
    for (let i = 0; i < 3; i++) {
      await t.db.execute(sql`select graphile_worker.add_job('sweep_escrow'), graphile_worker.add_job('mail_notifications')`);
    }
    const outboxCount = async () => {
      let n = 0;
      for (const base of [t.baseUrl, a.baseUrl, b.baseUrl]) {
        const reply = await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(user.email)}`);
        n += ((await reply.json()) as { messages: unknown[] }).messages.length;
      }
      return n;
    };
    const releases = async () =>
      (await t.db.select().from(journalEntries).where(eq(journalEntries.orderId, due.order.id))).filter((e) => e.kind === 'release');
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && ((await outboxCount()) === 0 || (await releases()).length === 0)) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // The other copies of the jobs have run too by now: still one e-mail and one release.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await outboxCount()).toBe(1);
    expect(await releases()).toHaveLength(1);
    await expectLedgerInvariants(t.db);
  });

  it('finishes the requests A accepted when stopped, and its sockets reconnect to B without losing a message', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    const socket = await connectSocket(a.baseUrl, seller.token);
    const dropped = nextEvent(socket, 'disconnect', () => true, 15_000);
    const inFlight = Array.from({ length: 6 }, () =>
      sentRequest(a.port, `/api/user/chat/${chatId}/send`, buyer.token, { message: `during the deploy ${randomUUID()}` }),
    );
    await Promise.all(inFlight.map((request) => request.sent));
    await new Promise((resolve) => setTimeout(resolve, 100));
    a.signal('SIGTERM');
    // The load balancer hears it first: A's /ready fails while A still serves what reaches it.
    const readyOnA = () => fetch(`${a.baseUrl}/ready`, { headers: { connection: 'close' } }).then((reply) => reply.status);
    await expect.poll(readyOnA, { timeout: 900, interval: 50 }).toBe(503);
    expect(await Promise.all(inFlight.map((request) => request.status))).toEqual(inFlight.map(() => 200));
    // The socket was cut, not told to stay away: a client reconnects (here to B, as the load balancer would send it).
    expect(await dropped).toBe('transport close');
    expect((await a.exited).code, a.output()).toBe(0);
    const again = await connectSocket(b.baseUrl, seller.token);
    try {
      const heard = nextEvent(again, 'message', (m) => m.chat_id === chatId, 5000);
      await call(b.baseUrl, 'POST', `/api/user/chat/${chatId}/send`, buyer.token, { message: 'after the deploy' });
      expect((await heard).text).toBe('after the deploy');
      const history = await call<TChatMessagesReply>(b.baseUrl, 'GET', `/api/user/chat/${chatId}/messages`, seller.token);
      expect(history.body.messages.filter((message) => message.text.startsWith('during the deploy'))).toHaveLength(6);
    } finally {
      again.disconnect();
    }
  });
});
