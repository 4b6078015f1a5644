import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('route guards and error shape', () => {
  it('keeps /api/admin/* for admins and /api/trader/* for traders and admins', async () => {
    const user = await t.createUser({ role: 'user' });
    const trader = await t.createUser({ role: 'trader' });
    const admin = await t.createUser({ role: 'admin' });

    const anonymous = await t.request('GET', '/api/admin/dashboard/stats');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Authentication failed. Please log in again.' });

    for (const who of [user, trader]) {
      const reply = await t.request('GET', '/api/admin/dashboard/stats', { token: who.token });
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({ code: 'ADMIN_ONLY', message: 'Access denied. Admin privileges required.' });
    }
    expect((await t.request('GET', '/api/admin/dashboard/stats', { token: admin.token })).status).not.toBe(403);

    expect((await t.request('GET', '/api/trader/dashboard')).status).toBe(401);
    expect((await t.request('GET', '/api/trader/dashboard', { token: user.token })).status).toBe(403);
    expect((await t.request('GET', '/api/trader/dashboard', { token: trader.token })).status).not.toBe(403);
    expect((await t.request('GET', '/api/trader/dashboard', { token: admin.token })).status).not.toBe(403);
  });

  it('answers unknown API routes with 404 JSON in the error shape', async () => {
    const reply = await t.request('GET', '/api/no-such-thing');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({
      code: 'NOT_FOUND',
      message: expect.any(String),
      msg: expect.any(String),
      error: expect.any(String),
    });
  });

  it('reports health and sends security headers', async () => {
    const reply = await t.request('GET', '/health');
    expect(reply.body).toEqual({ status: 'ok', db: 'ok' });
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI document with the sign-in routes', async () => {
    const reply = await t.request<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json');
    expect(Object.keys(reply.body.paths)).toEqual(
      expect.arrayContaining(['/api/user/auth/login', '/api/send-verification', '/api/auth/recover']),
    );
  });

  it('stores contact messages', async () => {
    const reply = await t.request('POST', '/api/contact', {
      body: { fullName: 'Huda', email: 'huda@example.com', message: 'Do you ship to Abha?' },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ message: 'Thank you for your message! We will get back to you soon.' });
    expect((await t.request('POST', '/api/contact', { body: { fullName: '', email: 'x', message: '' } })).status).toBe(400);
  });
});
