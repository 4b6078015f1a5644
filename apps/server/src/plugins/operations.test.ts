import { randomUUID } from 'node:crypto';
import type { TAuthReply, TCodeSentReply, TErrorReply, TReadyReply } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../modules/audit/tables.js';
import { postAd } from '../test/listing-fixtures.js';
import { TEST_CARD } from '../test/order-fixtures.js';
import { uniquePhone, useTestApp } from '../test/test-app.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const logLines: string[] = [];
const t = useTestApp({ METRICS_TOKEN }, { log: (line) => logLines.push(line) });

describe('operating the server', () => {
  it('answers /ready with every check, and /health for liveness', async () => {
    const ready = await t.request<TReadyReply>('GET', '/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ok',
      checks: { instance: 'ok', database: 'ok', migrations: 'ok', redis: 'skipped', storage: 'ok' },
    });
    expect((await t.request('GET', '/health')).status).toBe(200);
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const [last] = (await t.db.execute('select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1')).rows;
    await t.db.execute(`delete from drizzle.__drizzle_migrations where id = ${(last as { id: number }).id}`);
    try {
      const ready = await t.request<TReadyReply>('GET', '/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'error', checks: { database: 'ok', migrations: 'failed' } });
    } finally {
      const row = last as { id: number; hash: string; created_at: string };
      await t.db.execute(
        `insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, '${row.hash}', ${row.created_at})`,
      );
    }
  });

  it('shows Prometheus metrics only to the token holder: requests per route, errors, pool, queue, sockets and money', async () => {
    expect((await t.request('GET', '/metrics')).status).toBe(404);
    expect((await t.request('GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-wrong-token-1234' } })).status).toBe(404);
    const user = await t.createUser();
    await t.request('POST', '/api/user/wallet/deposit', {
      token: user.token,
      body: { amount: 250, ...TEST_CARD },
      headers: { 'idempotency-key': randomUUID() },
    });
    await t.request('GET', '/api/user/orders/no-such-order', { token: user.token });
    const reply = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(reply.status).toBe(200);
    const text = await reply.text();
    expect(text).toMatch(/http_requests_total\{method="POST",route="\/api\/user\/wallet\/deposit",status="200"\} 1/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/user\/orders\/:id",status="404"\} 1/,
    );
    expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/job_queue_jobs\{state="due"\} \d+/);
    expect(text).toMatch(/event_outbox_events \d+/);
    expect(text).toMatch(/socket_connections \d+/);
    expect(text).toContain('money_last_hour_halalas{kind="deposits"} 25000');
  });

  it('gives every reply a request id that the error body, the log and the audit log repeat', async () => {
    const missing = await t.request<TErrorReply>('GET', '/api/ads/no-such-ad');
    const id = missing.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.body.requestId).toBe(id);
    expect(logLines.some((line) => JSON.parse(line).reqId === id)).toBe(true);

    const admin = await t.createUser({ role: 'admin' });
    const seller = await t.createUser();
    const adId = await postAd(t, { token: seller.token });
    const approved = await t.request('POST', `/api/admin/ads/${adId}/approve`, {
      token: admin.token,
      headers: { 'x-request-id': 'lb-trace-0001' },
    });
    expect(approved.headers.get('x-request-id')).toBe('lb-trace-0001');
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.adminId, admin.id));
    expect(entry?.requestId).toBe('lb-trace-0001');
  });

  it('writes no password, code, card number, token or full IBAN into the log of a whole journey', async () => {
    logLines.length = 0;
    const phone = uniquePhone();
    const password = 'Journey#Secret2026';
    const sent = await t.request<TCodeSentReply>('POST', '/api/send-verification', { body: { phoneNumber: phone } });
    const code = await t.lastCode(phone);
    await t.request('POST', '/api/verify-code', { body: { phoneNumber: phone, code, sessionId: sent.body.sessionId } });
    const signedUp = await t.request<TAuthReply>('POST', '/api/user/auth/signup', {
      body: { name: 'Journey', email: `journey-${randomUUID()}@example.com`, password, phone, city: 'Riyadh', role: 'user' },
    });
    expect(signedUp.status).toBe(201);
    const token = signedUp.body.access_token;
    const card = { cardNumber: '4111111111111111', expiry: '12/39', cvv: '987', cardHolder: 'Journey Buyer' };
    const deposit = await t.request('POST', '/api/user/wallet/deposit', {
      token,
      body: { amount: 600, ...card },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(deposit.status).toBe(200);
    const admin = await t.createUser({ role: 'admin' });
    const seller = await t.createUser();
    const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { price: '100' } });
    const placed = await t.checkout({
      token,
      body: {
        items: [{ productId: listingId, quantity: 1 }],
        deliveryType: 'shipping',
        shippingAddress: { fullName: 'Journey', phone, city: 'Riyadh', address: 'Olaya St' },
      },
    });
    expect(placed.status).toBe(201);
    const iban = 'SA0380000000608010167519';
    const withdrawal = await t.request('POST', '/api/user/wallet/withdraw', {
      token,
      body: { amount: 100, description: 'Payout', account_info: `IBAN ${iban}` },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(withdrawal.status).toBe(200);
    // Refused calls carry the same secrets in their bodies: a wrong password and a wrong code are logged as failures only.
    await t.request('POST', '/api/user/auth/login', { body: { email: phone, password: 'Wrong#Secret2026' } });

    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    // A secret standing alone: a short one (the CVV, the code) may also be digits inside a timestamp or a duration.
    const standingAlone = (secret: string) => new RegExp(`(?<![0-9A-Za-z])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9A-Za-z])`);
    // The seller's token went with an upload, whose trace line repeats the request's headers.
    const secrets = [password, 'Wrong#Secret2026', code, card.cardNumber, card.cvv, iban, token, signedUp.body.refresh_token, seller.token];
    for (const secret of secrets) {
      expect(log).not.toMatch(standingAlone(secret));
    }
  });
});
