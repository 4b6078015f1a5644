import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown) => t.request<Record<string, any>>('POST', path, { body });

describe('password recovery', () => {
  it('resets the password with a 4-digit code sent by SMS and signs out everywhere', async () => {
    const user = await t.createUser({ password: 'Old#pass1' });
    expect((await post('/api/auth/recover', { emailOrPhone: user.phone })).body.success).toBe(true);
    const code = await t.lastCode(user.phone);
    expect(code).toMatch(/^\d{4}$/);
    const verified = await post('/api/auth/recover/verify', { emailOrPhone: user.phone, code });
    expect(verified.status).toBe(200);
    const tooShort = await post('/api/auth/recover/reset', { resetToken: verified.body.resetToken, password: 'short' });
    expect(tooShort.body.message).toBe('Password must be at least 8 characters long');
    const reset = await post('/api/auth/recover/reset', { resetToken: verified.body.resetToken, password: 'New#pass22' });
    expect(reset.body).toMatchObject({ success: true });

    expect((await post('/api/user/auth/login', { emailOrPhone: user.email, password: 'Old#pass1' })).status).toBe(401);
    expect((await post('/api/user/auth/login', { emailOrPhone: user.email, password: 'New#pass22' })).status).toBe(200);
    expect((await post('/api/user/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    const reused = await post('/api/auth/recover/reset', { resetToken: verified.body.resetToken, password: 'Another#33' });
    expect(reused.body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('sends the code by e-mail when the user gives an e-mail', async () => {
    const user = await t.createUser();
    await post('/api/auth/recover', { emailOrPhone: user.email });
    const code = await t.lastCode(user.email);
    expect(code).toMatch(/^\d{4}$/);
    expect((await post('/api/auth/recover/verify', { emailOrPhone: user.email, code })).body.resetToken).toEqual(expect.any(String));
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const known = await t.createUser();
    const a = await post('/api/auth/recover', { emailOrPhone: 'ghost@example.com' });
    const b = await post('/api/auth/recover', { emailOrPhone: known.email });
    expect(a.body).toEqual(b.body);
    expect(await t.lastCode('ghost@example.com')).toBe('');
  });

  it('refuses a wrong code and a 6-digit code', async () => {
    const user = await t.createUser();
    await post('/api/auth/recover', { emailOrPhone: user.phone });
    const code = await t.lastCode(user.phone);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    expect((await post('/api/auth/recover/verify', { emailOrPhone: user.phone, code: wrong })).body.code).toBe('INVALID_CODE');
    expect((await post('/api/auth/recover/verify', { emailOrPhone: user.phone, code: '123456' })).status).toBe(400);
  });
});
