import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalAccount, startLocalOidcProvider } from '../../test/local-oidc-provider.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let google: Awaited<ReturnType<typeof startLocalOidcProvider>>;

beforeAll(async () => {
  google = await startLocalOidcProvider();
  t = await createTestApp({ GOOGLE_CLIENT_ID: google.clientId, GOOGLE_CLIENT_SECRET: google.clientSecret, GOOGLE_ISSUER: google.issuer });
  google.register(`${t.baseUrl}/api/auth/social/google/callback`);
});
afterAll(async () => {
  await t?.close();
  await google?.close();
});

/** A browser: follows redirects and keeps cookies (one jar: every server here is 127.0.0.1). */
function browser() {
  const jar = new Map<string, string>();
  return {
    jar,
    async open(url: string, { stopAt = '/auth/social#' } = {}) {
      let location = url;
      for (let hop = 0; hop < 12; hop++) {
        const response = await fetch(location, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair, ...attributes] = line.split(';');
          const [name, ...value] = pair!.split('=');
          if (attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value.join('=') === '') jar.delete(name!.trim());
          else jar.set(name!.trim(), value.join('='));
        }
        const next = response.headers.get('location');
        if (!next) throw new Error(`No redirect from ${location}: ${response.status} ${await response.text()}`);
        if (next.startsWith(stopAt)) return new URLSearchParams(next.slice(stopAt.length));
        location = new URL(next, location).href;
        if (stopAt !== '/auth/social#' && location.startsWith(stopAt)) return new URLSearchParams(new URL(location).search);
      }
      throw new Error('Too many redirects');
    },
  };
}

/** Signs in with the local "Google" as `account`, as a user pressing the button; the finish page's fragment. */
async function signInWithGoogle(account: LocalAccount) {
  google.signInAs(account);
  return browser().open(`${t.baseUrl}/api/auth/social/google/start`);
}

async function verifyPhone(phone: string) {
  await t.request('POST', '/api/send-verification-sms', { body: { phoneNumber: phone } });
  const code = await t.lastCode(phone);
  expect((await t.request('POST', '/api/verify-code', { body: { phoneNumber: phone, code } })).status).toBe(200);
}

/** What the finishing calls answer: a session, the next step, or an error. */
type SignInReply = { user: { id: string }; access_token: string; next?: string; code?: string };

const continueWith = (ticket: string) => t.request<SignInReply>('POST', '/api/auth/social/continue', { body: { ticket } });

describe('Google sign-in against a local OpenID provider', () => {
  it('lists only the configured providers', async () => {
    expect((await t.request('GET', '/api/auth/social/providers')).body).toEqual({ providers: ['google'] });
    const apple = await fetch(`${t.baseUrl}/api/auth/social/apple/start`, { redirect: 'manual' });
    expect(apple.status).toBe(404);
  });

  it('makes a first sign-in verify a phone, then creates the account; the next sign-in is that account', async () => {
    const account = { sub: 'g-new-1', email: 'layla.social@example.com', name: 'Layla Social' };
    const first = await signInWithGoogle(account);
    const ticket = first.get('ticket')!;
    expect(ticket).toBeTruthy();
    const next = await continueWith(ticket);
    expect(next.body).toEqual({ next: 'phone', provider: 'google', name: 'Layla Social', email: 'layla.social@example.com' });

    // No account without a verified phone.
    const phone = '+966551230001';
    const unverified = await t.request('POST', '/api/auth/social/phone', { body: { ticket, phoneNumber: phone } });
    expect(unverified.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED' });

    await verifyPhone(phone);
    const created = await t.request<SignInReply>('POST', '/api/auth/social/phone', {
      body: { ticket, phoneNumber: phone },
      headers: { 'accept-language': 'ar-SA' },
    });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ name: 'Layla Social', email: 'layla.social@example.com', phone });
    const me = await t.request<SignInReply>('GET', '/api/user/me', { token: created.body.access_token });
    expect(me.status).toBe(200);

    // The ticket is used up.
    expect((await continueWith(ticket)).body).toMatchObject({ code: 'SOCIAL_SIGN_IN_EXPIRED' });

    const again = await continueWith((await signInWithGoogle(account)).get('ticket')!);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(created.body.user.id);
  });

  it('links to the existing account of the same e-mail only after its password', async () => {
    const owner = await t.createUser({ email: 'omar.owner@example.com', password: 'Owner#2026pass' });
    const account = { sub: 'g-collide-1', email: 'omar.owner@example.com', name: 'Omar' };
    const ticket = (await signInWithGoogle(account)).get('ticket')!;
    expect((await continueWith(ticket)).body).toEqual({ next: 'link', provider: 'google', email: 'omar.owner@example.com' });

    const wrong = await t.request('POST', '/api/auth/social/link', { body: { ticket, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    // Still not linked: signing in again asks for the password again.
    const stillUnlinked = await continueWith((await signInWithGoogle(account)).get('ticket')!);
    expect(stillUnlinked.body).toMatchObject({ next: 'link' });

    const linked = await t.request<SignInReply>('POST', '/api/auth/social/link', { body: { ticket, password: 'Owner#2026pass' } });
    expect(linked.status).toBe(200);
    expect(linked.body.user.id).toBe(owner.id);

    const later = await continueWith((await signInWithGoogle(account)).get('ticket')!);
    expect(later.body.user.id).toBe(owner.id);
  });

  it('does not trust an e-mail the provider has not verified', async () => {
    await t.createUser({ email: 'unverified.target@example.com' });
    const ticket = (
      await signInWithGoogle({ sub: 'g-unverified', email: 'unverified.target@example.com', emailVerified: false, name: 'X' })
    ).get('ticket')!;
    expect((await continueWith(ticket)).body).toEqual({ next: 'phone', provider: 'google', name: 'X', email: null });
  });

  it('refuses a callback whose state is not the one this browser started, and a replayed callback', async () => {
    google.signInAs({ sub: 'g-state', email: 'state@example.com', name: 'State' });
    const victim = browser();
    // Stop at our callback, the code in hand, before it is used.
    const callback = await victim.open(`${t.baseUrl}/api/auth/social/google/start`, {
      stopAt: `${t.baseUrl}/api/auth/social/google/callback`,
    });
    const url = `${t.baseUrl}/api/auth/social/google/callback?${callback}`;

    // Another browser (an attacker's link) has no state cookie: refused.
    expect((await browser().open(url)).get('error')).toBe('SOCIAL_SIGN_IN_EXPIRED');
    // A forged state in the query: refused.
    const forged = new URLSearchParams(callback);
    forged.set('state', 'forged-state');
    expect((await victim.open(`${t.baseUrl}/api/auth/social/google/callback?${forged}`)).get('error')).toBe('SOCIAL_SIGN_IN_EXPIRED');

    // The right browser: signed in; the same callback again: refused.
    const cookie = victim.jar.get('gs_social_state')!;
    expect((await victim.open(url)).get('ticket')).toBeTruthy();
    victim.jar.set('gs_social_state', cookie);
    expect((await victim.open(url)).get('error')).toBe('SOCIAL_SIGN_IN_EXPIRED');
  });
});
