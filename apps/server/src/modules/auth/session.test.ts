import type {
  TAuthReply,
  TDoneReply,
  TErrorReply,
  TMeReply,
  TPasswordChangedReply,
  TPreferencesReply,
  TRecoveryVerifiedReply,
  TSessionTokens,
} from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { collect, connectSocket, nextEvent } from '../../test/sockets.js';
import { useTestApp } from '../../test/test-app.js';
import { users } from '../users/tables.js';

const t = useTestApp();

const login = <T = TAuthReply>(body: Record<string, unknown>) => t.request<T>('POST', '/api/user/auth/login', { body });
const refresh = <T = TSessionTokens>(refreshToken: string) => t.request<T>('POST', '/api/user/auth/refresh', { body: { refreshToken } });

describe('login and session', () => {
  it('signs in by e-mail or by phone in any spelling', async () => {
    const user = await t.createUser({ password: 'Correct#1' });
    const byEmail = await login({ emailOrPhone: user.email.toUpperCase(), password: 'Correct#1', rememberMe: true });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body).toMatchObject({ msg: 'Login successful', user: { id: user.id, role: 'user' } });
    const local = `${user.phone.slice(1, 4)} ${user.phone.slice(4, 6)}-${user.phone.slice(6)}`;
    expect((await login({ emailOrPhone: local, password: 'Correct#1' })).status).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const user = await t.createUser();
    const wrongPassword = await login<TErrorReply>({ emailOrPhone: user.email, password: 'nope' });
    const unknown = await login<TErrorReply>({ emailOrPhone: 'nobody@example.com', password: 'nope' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials.', msg: 'Invalid credentials.' });
    // Only the request's own id differs (issue 21: it is in every error body).
    expect({ ...unknown.body, requestId: 'x' }).toEqual({ ...wrongPassword.body, requestId: 'x' });
  });

  it('does not count successful logins against the account', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 12; i++) {
      expect((await login({ emailOrPhone: user.email, password: user.password })).status).toBe(200);
    }
  });

  it('carries the language (null until one is chosen) and time zone saved on the account at sign-in and in /api/user/me', async () => {
    const user = await t.createUser();
    expect((await t.request<TMeReply>('GET', '/api/user/me', { token: user.token })).body).toMatchObject({
      language: null,
      timeZone: 'Asia/Riyadh',
    });
    expect((await login({ emailOrPhone: user.email, password: user.password })).body.user).toMatchObject({
      language: null,
      timeZone: 'Asia/Riyadh',
    });

    const { body } = await t.request<TPreferencesReply>('GET', '/api/user/preferences', { token: user.token });
    const saved = await t.request<TPreferencesReply>('PUT', '/api/user/preferences', {
      token: user.token,
      body: { ...body.preferences, language: 'ar', timeZone: 'UTC' },
    });
    expect(saved.status).toBe(200);

    expect((await t.request<TMeReply>('GET', '/api/user/me', { token: user.token })).body).toMatchObject({
      id: user.id,
      language: 'ar',
      timeZone: 'UTC',
    });
    expect((await login({ emailOrPhone: user.email, password: user.password })).body.user).toMatchObject({
      id: user.id,
      language: 'ar',
      timeZone: 'UTC',
    });
  });

  it('requires both fields with the spec messages', async () => {
    const reply = await login<TErrorReply>({ emailOrPhone: '', password: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.fields).toEqual({ emailOrPhone: 'Email or phone number is required', password: 'Password is required' });
  });

  it('rotates refresh tokens and revokes the family when a rotated one is reused', async () => {
    const user = await t.createUser();
    const first = await refresh(user.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(user.refreshToken);
    expect((await t.request('GET', '/api/user/me', { token: first.body.access_token })).status).toBe(200);

    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);

    const replay = await refresh<TErrorReply>(user.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('SESSION_EXPIRED');
    // The thief's replay also ends the owner's current token.
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
  });

  it('ends the session on logout', async () => {
    const user = await t.createUser();
    expect(
      (await t.request('POST', '/api/user/auth/logout', { body: { refreshToken: user.refreshToken }, token: user.token })).status,
    ).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
  });

  it("closes the user's sockets on logout sent without an access token, as the web app sends it", async () => {
    const [user, other] = [await t.createUser(), await t.createUser()];
    const [socket, otherSocket] = [await connectSocket(t.baseUrl, user.token), await connectSocket(t.baseUrl, other.token)];
    try {
      const closed = nextEvent(socket, 'disconnect');
      const reply = await t.request<TDoneReply>('POST', '/api/user/auth/logout', { body: { refreshToken: user.refreshToken } });
      expect(reply.body).toMatchObject({ success: true, message: 'Logged out successfully' });
      expect(await closed).toBe('io server disconnect');
      // Another user's connection stays open.
      expect(otherSocket.connected).toBe(true);
    } finally {
      socket.disconnect();
      otherSocket.disconnect();
    }
  });

  it('closes no socket for a refresh token that is unknown or already signed out', async () => {
    const user = await t.createUser();
    await t.request('POST', '/api/user/auth/logout', { body: { refreshToken: user.refreshToken } });
    const fresh = await login({ emailOrPhone: user.email, password: user.password });
    const socket = await connectSocket(t.baseUrl, fresh.body.access_token);
    try {
      for (const refreshToken of [user.refreshToken, 'not-a-token']) {
        expect((await t.request('POST', '/api/user/auth/logout', { body: { refreshToken } })).status).toBe(200);
      }
      expect(await collect(socket, 'disconnect')).toEqual([]);
    } finally {
      socket.disconnect();
    }
  });

  it('refuses bad, forged, expired and alg:none tokens', async () => {
    const user = await t.createUser();
    const forged = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('not-the-server-secret-not-the-server-secret'));
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: user.id, exp: 9999999999 })).toString('base64url')}.`;
    for (const token of ['garbage', forged, none]) {
      const reply = await t.request<TErrorReply>('GET', '/api/user/me', { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toMatchObject({ message: 'Authentication failed. Please log in again.' });
    }
    expect((await t.request('GET', '/api/user/me')).status).toBe(401);
  });

  it('stops a suspended user at once, with the reason', async () => {
    const user = await t.createUser({ password: 'Passw0rd!' });
    await t.db.update(users).set({ suspendedAt: sql`now()`, suspendedReason: 'selling counterfeit games' }).where(eq(users.id, user.id));
    const call = await t.request<TErrorReply>('GET', '/api/user/me', { token: user.token });
    expect(call.status).toBe(403);
    expect(call.body.message).toContain('selling counterfeit games');
    expect((await login<TErrorReply>({ emailOrPhone: user.email, password: 'Passw0rd!' })).body.code).toBe('ACCOUNT_SUSPENDED');
    expect((await refresh<TErrorReply>(user.refreshToken)).body.code).toBe('ACCOUNT_SUSPENDED');
  });
});

describe('access tokens end with their session', () => {
  const me = (token: string) => t.request<TMeReply>('GET', '/api/user/me', { token });
  const socketRefusal = (token: string) =>
    connectSocket(t.baseUrl, token).then(
      (socket) => {
        socket.disconnect();
        return 'accepted';
      },
      (error: Error) => error.message,
    );

  it('refuses the access token of a device signed out, over HTTP and for a new socket', async () => {
    const user = await t.createUser();
    const other = await login({ emailOrPhone: user.email, password: user.password });
    expect((await me(user.token)).status).toBe(200);
    const loggedOut = await t.request<TDoneReply>('POST', '/api/user/auth/logout', {
      body: { refreshToken: user.refreshToken },
      token: user.token,
    });
    expect(loggedOut.status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect(await socketRefusal(user.token)).toBe('Authentication failed. Please log in again.');
    // The other device's session goes on.
    expect((await me(other.body.access_token)).status).toBe(200);
  });

  it('ends the session an access token names when only the access token is sent, and the token of a refresh token signed out', async () => {
    const user = await t.createUser();
    const other = await login({ emailOrPhone: user.email, password: user.password });
    expect((await t.request('POST', '/api/user/auth/logout', { token: user.token })).status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    // As the web app signs out: the refresh token alone, and the access token of its session stops too.
    expect((await t.request('POST', '/api/user/auth/logout', { body: { refreshToken: other.body.refresh_token } })).status).toBe(200);
    expect((await me(other.body.access_token)).status).toBe(401);
  });

  it('refuses tokens issued before a password change, even in the same second, and accepts those given with it', async () => {
    const user = await t.createUser({ password: 'Old#pass11' });
    const fresh = await login({ emailOrPhone: user.email, password: 'Old#pass11' });
    const changed = await t.request<TPasswordChangedReply>('PUT', '/api/user/profile/password', {
      token: fresh.body.access_token,
      body: { currentPassword: 'Old#pass11', newPassword: 'New#pass22', confirmPassword: 'New#pass22' },
    });
    expect(changed.status).toBe(200);
    for (const token of [user.token, fresh.body.access_token]) expect((await me(token)).status).toBe(401);
    expect(await socketRefusal(fresh.body.access_token)).toBe('Authentication failed. Please log in again.');
    expect((await me(changed.body.access_token)).status).toBe(200);
    expect(await socketRefusal(changed.body.access_token)).toBe('accepted');
    expect((await refresh(changed.body.refresh_token)).status).toBe(200);
  });

  it('refuses tokens issued before a password reset by recovery code; a sign-in right after it works', async () => {
    const user = await t.createUser();
    await t.request('POST', '/api/auth/recover', { body: { emailOrPhone: user.email } });
    const code = await t.lastCode(user.email);
    const verified = await t.request<TRecoveryVerifiedReply>('POST', '/api/auth/recover/verify', {
      body: { emailOrPhone: user.email, code },
    });
    const reset = await t.request<TDoneReply>('POST', '/api/auth/recover/reset', {
      body: { resetToken: verified.body.resetToken, password: 'Reset#pass3' },
    });
    expect(reset.status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect(await socketRefusal(user.token)).toBe('Authentication failed. Please log in again.');
    const again = await login({ emailOrPhone: user.email, password: 'Reset#pass3' });
    expect((await me(again.body.access_token)).status).toBe(200);
  });

  it('refuses the tokens of a suspended user, and still after the suspension is lifted', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser();
    const action = (name: string) =>
      t.request('POST', `/api/admin/users/${user.id}/${name}`, { token: admin.token, body: { reason: 'spam' } });
    expect((await action('suspend')).status).toBe(200);
    expect((await me(user.token)).status).toBe(403);
    expect(await socketRefusal(user.token)).not.toBe('accepted');
    expect((await action('unsuspend')).status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
    expect(await socketRefusal(user.token)).toBe('Authentication failed. Please log in again.');
    expect((await login({ emailOrPhone: user.email, password: user.password })).status).toBe(200);
  });
});
