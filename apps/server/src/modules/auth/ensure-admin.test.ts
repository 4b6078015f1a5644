import type { TAuthReply, TErrorReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { ensureAdmin } from './ensure-admin.js';

const t = useTestApp();

const login = <T = TAuthReply>(emailOrPhone: string, password: string) =>
  t.request<T>('POST', '/api/user/auth/login', { body: { emailOrPhone, password } });

describe('the start-up admin (ADMIN_EMAIL, npm run create-admin)', () => {
  it('creates a verified admin for a new e-mail, who signs in with the password given', async () => {
    const id = await ensureAdmin(t.db, { email: ' Boss@Example.com ', password: 'Adm1n-secret' });
    const signedIn = await login('boss@example.com', 'Adm1n-secret');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ id, name: 'Administrator', email: 'boss@example.com', role: 'admin' });
  });

  it('promotes the account that has the e-mail, which then signs in only with the new password', async () => {
    const member = await t.createUser({ role: 'user', password: 'Old-pass1' });
    expect(await ensureAdmin(t.db, { email: member.email, password: 'New-pass1' })).toBe(member.id);
    expect((await login<TErrorReply>(member.email, 'Old-pass1')).status).toBe(401);
    const signedIn = await login(member.email, 'New-pass1');
    expect(signedIn.body.user).toMatchObject({ id: member.id, role: 'admin' });
  });
});
