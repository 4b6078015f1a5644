import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalOidcProvider } from '../../test/local-oidc-provider.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const TEAM_ID = 'TEAM123456';
const KEY_ID = 'KEY987654';
const teamKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
// As the setting usually holds Apple's .p8 file: a PKCS #8 PEM on one line, with literal \n.
const onOneLine = (key: typeof teamKey.privateKey) => (key.export({ type: 'pkcs8', format: 'pem' }) as string).replace(/\n/g, '\\n');

let apple: Awaited<ReturnType<typeof startLocalOidcProvider>>;
let t: TestApp;
let wrongKey: TestApp;

const appleSettings = (privateKey: string) => ({
  APPLE_CLIENT_ID: apple.clientId,
  APPLE_TEAM_ID: TEAM_ID,
  APPLE_KEY_ID: KEY_ID,
  APPLE_PRIVATE_KEY: privateKey,
  APPLE_ISSUER: apple.issuer,
});

beforeAll(async () => {
  apple = await startLocalOidcProvider({ apple: { teamId: TEAM_ID, keyId: KEY_ID, publicKey: teamKey.publicKey } });
  t = await createTestApp(appleSettings(onOneLine(teamKey.privateKey)));
  // A server whose settings hold another key: Apple must refuse its client secret.
  wrongKey = await createTestApp(appleSettings(onOneLine(generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey)));
  apple.register([`${t.baseUrl}/api/auth/social/apple/callback`, `${wrongKey.baseUrl}/api/auth/social/apple/callback`]);
});
afterAll(async () => {
  await t?.close();
  await wrongKey?.close();
  await apple?.close();
});

/**
 * A browser pressing "Sign in with Apple" on `app`: follows the redirects to Apple and back, submits the form Apple
 * answers with (adding the `user` field Apple sends with the first sign-in only), and returns our finish page's fragment.
 */
async function signInWithApple(app: TestApp, user?: { firstName: string; lastName: string }) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = line.split(';')[0]!.split('=');
      jar.set(name!.trim(), value.join('='));
    }
  };
  let response = await fetch(`${app.baseUrl}/api/auth/social/apple/start`, { redirect: 'manual' });
  for (let hop = 0; hop < 12 && response.status >= 300 && response.status < 400; hop++) {
    keep(response);
    response = await fetch(new URL(response.headers.get('location')!, response.url || app.baseUrl), {
      redirect: 'manual',
      headers: { cookie: cookie() },
    });
  }
  const html = await response.text();
  const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
  expect(action, html).toBe(`${app.baseUrl}/api/auth/social/apple/callback`);
  const form = new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m): [string, string] => [m[1]!, m[2]!]),
  );
  expect(form.get('code')).toBeTruthy();
  if (user) form.set('user', JSON.stringify({ name: user, email: 'ignored@example.com' }));
  const posted = await fetch(action!, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie() },
    body: form.toString(),
  });
  expect(posted.status).toBe(303);
  return new URLSearchParams(posted.headers.get('location')!.split('#')[1]);
}

type SignInReply = { user: { id: string; name: string }; access_token: string; next?: string; name?: string };

describe('Sign in with Apple against a local provider that works as Apple does', () => {
  it('lists Apple when its four settings are given', async () => {
    expect((await t.request('GET', '/api/auth/social/providers')).body).toEqual({ providers: ['apple'] });
  });

  it('takes the name from the first form post, asks for a verified phone, and signs the same account in the next time', async () => {
    apple.signInAs({ sub: 'apple-001', email: 'noura@privaterelay.appleid.com', name: 'unused' });
    const ticket = (await signInWithApple(t, { firstName: 'Noura', lastName: 'Alharbi' })).get('ticket')!;
    const next = await t.request<SignInReply>('POST', '/api/auth/social/continue', { body: { ticket } });
    // Apple's "true" counts as a verified e-mail; the name is the one Apple posted.
    expect(next.body).toEqual({ next: 'phone', provider: 'apple', name: 'Noura Alharbi', email: 'noura@privaterelay.appleid.com' });

    const phone = '+966551239001';
    await t.request('POST', '/api/send-verification-sms', { body: { phoneNumber: phone } });
    await t.request('POST', '/api/verify-code', { body: { phoneNumber: phone, code: await t.lastCode(phone) } });
    const created = await t.request<SignInReply>('POST', '/api/auth/social/phone', { body: { ticket, phoneNumber: phone } });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ name: 'Noura Alharbi', phone });

    // The next sign-in brings no name (Apple sends it once) and is the same account, straight in.
    const again = await signInWithApple(t);
    const signedIn = await t.request<SignInReply>('POST', '/api/auth/social/continue', { body: { ticket: again.get('ticket')! } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(created.body.user.id);
  });

  it('is refused by Apple when the client secret is signed with another key', async () => {
    apple.signInAs({ sub: 'apple-002', email: 'fahad@example.com', name: 'unused' });
    const finish = await signInWithApple(wrongKey);
    expect(finish.get('error')).toBe('SOCIAL_SIGN_IN_EXPIRED');
    expect(finish.get('ticket')).toBeNull();
  });
});
