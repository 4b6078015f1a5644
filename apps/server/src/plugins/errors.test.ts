import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { postAd } from '../test/listing-fixtures.js';
import { useTestApp } from '../test/test-app.js';

type Body = Record<string, unknown>;
const t = useTestApp();

/** Sends `raw` as the JSON text of the body, so that escapes such as `\ud800` reach the server as written. */
async function postRaw(url: string, raw: string, token?: string) {
  return t.request<Body>('POST', url, { body: raw, token, headers: { 'content-type': 'application/json' } });
}

const errorShape = (code: string, message: string, messageKey = `errors.${code}`) => ({
  success: false,
  code,
  message,
  msg: message,
  error: message,
  messageKey,
  requestId: expect.any(String),
});
const TOO_DEEP = errorShape('BAD_REQUEST', 'The request is nested too deeply.', 'validation.requestTooDeep');
const INVALID_TEXT = 'Text contains invalid characters.';
const INVALID_TEXT_KEY = 'validation.textInvalidCharacters';

describe('input that no handler should see', () => {
  it('refuses bodies nested deeper than 64 levels with 400, before sign-in, at any depth the body limit allows', async () => {
    const deepArray = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const deepest = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    for (const raw of [deepArray, deepObject, deepest, `{"email":${deepArray},"password":"x"}`]) {
      const reply = await postRaw('/api/user/auth/login', raw);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual(TOO_DEEP);
    }
    // 64 levels are read as usual (and refused by the schema, as any wrong type is); 65 are not.
    const nested = (levels: number) => `{"email":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)},"password":"x"}`;
    expect((await postRaw('/api/user/auth/login', nested(64))).body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await postRaw('/api/user/auth/login', nested(65))).body).toEqual(TOO_DEEP);
  });

  it('refuses lone surrogates in any text, keys included, with 400 naming the field', async () => {
    const reply = await postRaw('/api/user/auth/login', '{"email":"a\\ud800@example.com","password":"x"}');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      ...errorShape('VALIDATION_FAILED', INVALID_TEXT, INVALID_TEXT_KEY),
      fields: { email: INVALID_TEXT },
      fieldKeys: { email: INVALID_TEXT_KEY },
    });
    const key = await postRaw('/api/contact', '{"fullName":"Huda","email":"h@example.com","message":"hi","\\udc00":1}');
    expect(key.status).toBe(400);
    expect(key.body).toMatchObject(errorShape('VALIDATION_FAILED', INVALID_TEXT, INVALID_TEXT_KEY));
    const nested = await postRaw('/api/user/auth/login', '{"email":"a@example.com","password":"x","extra":[{"deep":"\\udfff\\ud800"}]}');
    expect(nested.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'extra.0.deep': INVALID_TEXT } });
    // A pair of surrogates is a character like any other.
    const pair = await postRaw('/api/contact', '{"fullName":"Huda \\ud83c\\udfae","email":"h@example.com","message":"hi"}');
    expect(pair.status).toBe(201);
  });

  it('answers a chat message with a lone surrogate with 400, not a database failure', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Chat about me' } });
    const started = await t.request<Body>('POST', '/api/user/chat/start', { token: buyer.token, body: { product_id: listingId } });
    const url = `/api/user/chats/${started.body.chat_id}/messages`;
    const reply = await postRaw(url, '{"message":"hello \\ud800"}', buyer.token);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      ...errorShape('VALIDATION_FAILED', INVALID_TEXT, INVALID_TEXT_KEY),
      fields: { message: INVALID_TEXT },
    });
    expect((await postRaw(url, '{"message":"hello \\ud83c\\udfae"}', buyer.token)).status).toBe(200);
  });

  it('keeps NUL characters out as before', async () => {
    const reply = await postRaw('/api/user/auth/login', '{"email":"a\\u0000@example.com","password":"x"}');
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject(
      errorShape('VALIDATION_FAILED', 'Text cannot contain NUL characters.', 'validation.textNulCharacters'),
    );
    expect((await t.request('GET', '/api/ads?search=a%00b')).status).toBe(400);
  });

  it('reads query strings flat: bracketed keys and undecodable escapes never reach a 5xx', async () => {
    const deepKey = `a${'[b]'.repeat(5_000)}=1`;
    for (const query of [deepKey, 'search=%ED%A0%80', 'search=%uD800', `search=${'%ED%A0%80'.repeat(1000)}`]) {
      const reply = await t.request<Body>('GET', `/api/ads?${query}`);
      expect(reply.status, query).toBeLessThan(500);
    }
  });
});

describe('errors of the framework and its plugins', () => {
  it('answers an upload name that is no stored file, or climbs out of its folder, with 404 in the JSON error shape', async () => {
    await mkdir(path.join(t.storageDir, 'ads'), { recursive: true });
    await writeFile(path.join(t.storageDir, 'ads', 'seen.webp'), 'stored');
    expect((await t.request('GET', '/api/uploads/ads/seen.webp')).status).toBe(200);
    for (const name of ['..%5cx', '..%2f..%2fsecret.pem', 'no-such-file.webp']) {
      const reply = await t.request<Body>('GET', `/api/uploads/ads/${name}`);
      expect(reply.status).toBe(404);
      expect(reply.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});
