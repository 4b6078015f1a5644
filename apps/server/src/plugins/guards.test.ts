import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

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

    const traderAnonymous = await t.request('GET', '/api/trader/dashboard');
    expect(traderAnonymous.status).toBe(401);
    expect(traderAnonymous.body).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Authentication failed. Please log in again.',
      msg: 'Authentication failed. Please log in again.',
      error: 'Authentication failed. Please log in again.',
    });
    const traderAsUser = await t.request('GET', '/api/trader/dashboard', { token: user.token });
    expect(traderAsUser.status).toBe(403);
    expect(traderAsUser.body).toMatchObject({
      code: 'TRADER_ONLY',
      message: 'Access denied. Trader privileges required.',
      msg: 'Access denied. Trader privileges required.',
      error: 'Access denied. Trader privileges required.',
    });
    expect((await t.request('GET', '/api/trader/dashboard', { token: trader.token })).status).toBe(200);
    expect((await t.request('GET', '/api/trader/dashboard', { token: admin.token })).status).toBe(200);
  });

  it('guards the route the router found, however its path is spelled', async () => {
    const user = await t.createUser({ role: 'user' });
    // The router decodes %61 to "a": a guard that read the raw URL would let these through.
    for (const path of ['/api/%61dmin/dashboard/stats', '/api/admin/dashboard/stats?x=/api/user/auth/']) {
      expect((await t.request('GET', path)).status).toBe(401);
      expect((await t.request('GET', path, { token: user.token })).body).toMatchObject({ code: 'ADMIN_ONLY' });
    }
    expect((await t.request('GET', '/api/tr%61der/dashboard', { token: user.token })).body).toMatchObject({ code: 'TRADER_ONLY' });
    expect((await t.request('GET', '/api/user/%6De')).status).toBe(401);
  });

  it('answers unknown paths under the guarded prefixes with 404, signed in or not (decision 004)', async () => {
    const user = await t.createUser({ role: 'user' });
    for (const path of ['/api/admin/no-such-thing', '/api/trader/no-such-thing', '/api/user/no-such-thing']) {
      for (const token of [undefined, user.token]) {
        const reply = await t.request('GET', path, { token });
        expect(reply.status).toBe(404);
        expect(reply.body).toMatchObject({ code: 'NOT_FOUND', message: `Route GET ${path} not found` });
      }
    }
    // A known path with a method it does not have is unknown too.
    expect((await t.request('DELETE', '/api/admin/dashboard/stats')).status).toBe(404);
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

  it('documents /health, public, with the shape of its reply', async () => {
    type Operation = { security?: unknown[]; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const reply = await t.request<{ paths: Record<string, { get?: Operation }> }>('GET', '/api/openapi.json');
    const health = reply.body.paths['/health']?.get;
    expect(health?.security).toEqual([]);
    for (const status of ['200', '503']) {
      expect(health?.responses?.[status]?.content?.['application/json']?.schema).toMatchObject({
        type: 'object',
        properties: { status: expect.any(Object), db: expect.any(Object) },
        required: expect.arrayContaining(['status', 'db']),
      });
    }
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
