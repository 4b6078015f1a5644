import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { TAuthReply } from '@gamesouq/core';
import { ERROR_MESSAGES } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../test/ledger-invariants.js';
import { imageBytes } from '../test/listing-fixtures.js';
import { type ApiRoute, apiRoutes, bodyProperties, fillPath, validValue, wrongTypes } from '../test/openapi-routes.js';
import { FORM_ROUTES } from '../test/route-bodies.js';
import { type TestApp, useTestApp } from '../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type Caller = { name: string; token?: string };
const t = useTestApp();
let accounts: User[];
beforeAll(async () => {
  accounts = [await t.createUser({ role: 'user' }), await t.createUser({ role: 'trader' }), await t.createUser({ role: 'admin' })];
});

/**
 * The callers of one walk, each account in a new session: a walk signs out at its end (the route walker puts the
 * logout routes last), which ends the session it used.
 */
async function signedInCallers(): Promise<Caller[]> {
  const names = ['user', 'trader', 'admin'] as const;
  const sessions = await Promise.all(
    accounts.map(({ email, password }) =>
      t.request<TAuthReply>('POST', '/api/user/auth/login', { body: { emailOrPhone: email, password } }),
    ),
  );
  return [{ name: 'anonymous' }, ...sessions.map((session, i) => ({ name: names[i]!, token: session.body.access_token }))];
}

const HUGE = 'x'.repeat(200_000);
const UNICODE = "\u0000\u202e🎮 لعبة \uFFFF\uD800 <script>alert(1)</script> '; drop table users; --";
/** Fields that only the server decides; sent to every route to show that none of them is ever taken from a body. */
const PRIVILEGED = {
  role: 'admin',
  verified: true,
  isVerified: true,
  rating: 5,
  balance: 1_000_000,
  available: 1_000_000,
  status: 'active',
  suspended: false,
  user_id: 'someone-else',
  sellerId: 'someone-else',
  total: 0,
  price: 0.01,
};
const PATH_VALUES = ['not-an-id', '0', '-1', 'x'.repeat(300), '../../etc/passwd', '٣٤٥', '%00'];

function bodiesFor(route: ApiRoute): (string | unknown)[] {
  const props = bodyProperties(route.body);
  const each = (value: unknown) => Object.fromEntries(props.map((p) => [p, value]));
  return [
    { raw: '{"unterminated": ' },
    { raw: '[]' },
    { raw: '42' },
    { raw: 'null' },
    each(HUGE.slice(0, 100_000)),
    each(UNICODE),
    each({ nested: [1, { deeper: true }] }),
    each(-1e308),
    { ...each(UNICODE), ...PRIVILEGED },
  ];
}

/** `levels` arrays inside one another, as JSON text: `[[[]]]` for 3. */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const withEveryString = (value: unknown, text: (s: string) => string): unknown =>
  typeof value === 'string'
    ? text(value)
    : Array.isArray(value)
      ? value.map((v) => withEveryString(v, text))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withEveryString(v, text)]))
        : value;

/**
 * Bodies that only the edge of the app should meet (issue 13): nesting past the 64 levels any form uses, lone
 * surrogates written as JSON escapes (in values and keys of an otherwise valid body), overlong text and wrong types.
 * `isEdge` says that the body must be refused before any handler, with 400.
 */
function edgeBodies(route: ApiRoute): { name: string; raw: string; isEdge: boolean }[] {
  const props = bodyProperties(route.body);
  const first = props[0] ?? 'value';
  const valid = validValue(route.body ?? undefined);
  const loneSurrogates = JSON.stringify(withEveryString(valid, (s) => `${s.slice(0, 4)}\uD800`));
  return [
    { name: '65 levels deep', raw: `{"${first}":${nestedArrays(64)}}`, isEdge: true },
    { name: '20,000 levels deep', raw: nestedArrays(20_000), isEdge: true },
    { name: '20,000 objects deep', raw: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, isEdge: true },
    { name: 'a lone surrogate in every text', raw: loneSurrogates, isEdge: loneSurrogates.includes('\\ud800') },
    { name: 'a lone surrogate in a key', raw: `{"${first}\\udc00":"x","\\ud800":1}`, isEdge: true },
    { name: 'overlong text everywhere', raw: JSON.stringify(withEveryString(valid, () => 'x'.repeat(20_000))), isEdge: false },
    { name: 'wrong types everywhere', raw: JSON.stringify(wrongTypes(route.body ?? undefined)), isEdge: false },
  ];
}
/** Lone surrogates as a URL can carry them (percent-encoded surrogate halves, which no UTF-8 decoder accepts), and qs-style nesting. */
const EDGE_QUERY = `?search=%ED%A0%80&q=%uD800&page=%ED%B0%80&${'a'.padEnd(4_000, '[b]')}=1&filter[x][y][z]=%ED%A0%80`;

async function send(route: ApiRoute, path: string, token: string | undefined, body: unknown) {
  const raw = typeof body === 'object' && body !== null && 'raw' in body ? (body as { raw: string }).raw : undefined;
  const withBody = route.method !== 'GET' && route.method !== 'DELETE';
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: route.method,
    headers: { ...(withBody ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: withBody ? (raw ?? JSON.stringify(body)) : undefined,
  });
  const text = await response.text();
  return { status: response.status, type: response.headers.get('content-type') ?? '', text };
}

/** What is wrong with a reply: a 5xx, or a 4xx that is not the documented `{ code, message, msg, error }` JSON. */
function errorShapeProblem(reply: { status: number; type: string; text: string }): string | undefined {
  if (reply.status >= 500) return `server error ${reply.text.slice(0, 200)}`;
  if (reply.status < 400) return undefined;
  if (!reply.type.includes('application/json')) return `a ${reply.type || 'typeless'} error: ${reply.text.slice(0, 120)}`;
  let error: Record<string, unknown>;
  try {
    error = JSON.parse(reply.text);
  } catch {
    return `an error that is not JSON: ${reply.text.slice(0, 120)}`;
  }
  const { code, message, msg } = error;
  const isDocumented =
    typeof code === 'string' &&
    code in ERROR_MESSAGES &&
    typeof message === 'string' &&
    message.length > 0 &&
    msg === message &&
    error.error === message;
  return isDocumented ? undefined : `undocumented error shape ${reply.text.slice(0, 200)}`;
}

describe('every route against malformed input', () => {
  it('answers bad bodies, wrong types, huge and strange strings with a 4xx in the documented error shape, never a 5xx', async () => {
    const callers = await signedInCallers();
    const routes = await apiRoutes(t);
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const caller of callers) {
        const bodies = bodiesFor(route);
        for (const [index, body] of bodies.entries()) {
          const path = fillPath(route, () => PATH_VALUES[index % PATH_VALUES.length]!);
          const query =
            route.method === 'GET'
              ? `?page=-1&limit=1e9&search=${encodeURIComponent(UNICODE.replace('\uD800', ''))}&sort=%27%20or%201=1`
              : '';
          const reply = await send(route, `${path}${query}`, caller.token, body);
          requests++;
          const label = `${route.method} ${route.path} as ${caller.name} with body #${index}: ${reply.status}`;
          const problem = errorShapeProblem(reply);
          if (problem) failures.push(`${label} ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(2000);

    // Nothing in those bodies granted a role, a verification, money or an active listing.
    const users = await t.db.execute(sql`select id, role, verified from users order by id`);
    const expected = accounts.map((u, i) => ({ id: u.id, role: ['user', 'trader', 'admin'][i], verified: false }));
    expect(users.rows).toEqual(expected.sort((a, b) => (a.id < b.id ? -1 : 1)));
    const money = await t.db.execute(
      sql`select coalesce(sum(balance), 0)::bigint as total from ledger_accounts where owner_id is not null`,
    );
    expect(Number((money.rows[0] as { total: string }).total)).toBe(0);
    const listings = await t.db.execute(sql`select count(*)::int as n from listings`);
    expect((listings.rows[0] as { n: number }).n).toBe(0);
    await expectLedgerInvariants(t.db);
  }, 300_000);

  it('refuses deep nesting and lone surrogates at the edge with 400, and overlong text and wrong types with a 4xx, on every route', async () => {
    const callers = await signedInCallers();
    // JSON.stringify writes a lone surrogate as the escape \ud800, as an attacker would.
    expect(JSON.stringify('\uD800')).toBe('"\\ud800"');
    const routes = await apiRoutes(t);
    const failures: string[] = [];
    // Anonymous callers reach the public routes (sign-in among them); an admin passes the guards of every family.
    for (const caller of [callers[0]!, callers[3]!]) {
      for (const route of routes) {
        if (!caller.token && /^\/api\/(admin|trader)\//.test(route.path)) continue;
        const path = `${fillPath(route, () => 'not-an-id')}${EDGE_QUERY}`;
        const bodies =
          route.method === 'GET' || route.method === 'DELETE' ? [{ name: 'no body', raw: '', isEdge: false }] : edgeBodies(route);
        for (const { name, raw, isEdge } of bodies) {
          const reply = await send(route, path, caller.token, { raw });
          const label = `${route.method} ${route.path} as ${caller.name} with ${name}: ${reply.status}`;
          const problem = errorShapeProblem(reply) ?? (isEdge && caller.token && reply.status !== 400 ? 'not refused with 400' : undefined);
          if (problem) failures.push(`${label} ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers malformed multipart forms on every upload route with a 4xx in the documented error shape', async () => {
    const callers = await signedInCallers();
    const routes = (await apiRoutes(t)).filter((route) => route.isForm);
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(FORM_ROUTES);
    const png = await imageBytes('png', { width: 32, height: 32 });
    const failures: string[] = [];
    for (const route of routes) {
      for (const caller of callers) {
        for (const [name, form] of Object.entries(malformedForms(png))) {
          const path = fillPath(route, () => 'not-an-id');
          const reply = await sendRaw(route.method, path, caller.token, form);
          // A real image under a hostile file name may be taken: the name is never used to store it.
          const mayBeTaken = name === 'a file name that climbs out';
          const problem = reply.status < 400 && !mayBeTaken ? `accepted (${reply.status})` : errorShapeProblem(reply);
          if (problem) failures.push(`${route.method} ${route.path} as ${caller.name} with ${name}: ${reply.status} ${problem}`);
        }
      }
      // A file over 10 MB, sent by an admin (whom every route family lets in).
      const big = multipart([{ name: 'images', filename: 'big.png', content: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1)]) }]);
      const reply = await sendRaw(
        route.method,
        fillPath(route, () => 'not-an-id'),
        callers[3]!.token,
        big,
      );
      const problem = reply.status < 400 ? `accepted (${reply.status})` : errorShapeProblem(reply);
      if (problem) failures.push(`${route.method} ${route.path} with a file over 10 MB: ${reply.status} ${problem}`);
      // A client that goes away in the middle of its upload.
      await abandonUpload(
        route.method,
        fillPath(route, () => 'not-an-id'),
        callers[3]!.token,
      );
    }
    expect(failures).toEqual([]);
    expect((await fetch(`${t.baseUrl}/health`)).status).toBe(200);
    const stored = await readdir(t.storageDir, { recursive: true });
    expect(stored.filter((file) => file.includes('passwd') || file.includes('..'))).toEqual([]);
    const listings = await t.db.execute(sql`select count(*)::int as n from listings`);
    expect((listings.rows[0] as { n: number }).n).toBe(0);
  }, 300_000);
});

const BOUNDARY = '----gamesouq-fuzz-7d1f';
type Part = { name: string; filename?: string; content: string | Buffer; headers?: string };

/** A multipart/form-data body written by hand, so that it can be wrong in every way a parser meets. */
function multipart(parts: Part[], { boundary = BOUNDARY, close = true } = {}) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.headers ?? ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { type: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(chunks) };
}

function malformedForms(png: Buffer): Record<string, { type: string; body: Buffer }> {
  const fields = (value: string) =>
    ['title', 'price', 'type', 'storeName', 'cityLocation', 'civilId', 'quantity', 'status'].map((name) => ({ name, content: value }));
  const whole = multipart([...fields('x'), { name: 'images', filename: 'a.png', content: png }]).body;
  return {
    'no boundary': { type: 'multipart/form-data', body: whole },
    'an empty boundary': { type: 'multipart/form-data; boundary=', body: whole },
    'another boundary than the body uses': { type: 'multipart/form-data; boundary=somethingelse', body: whole },
    'a body cut short': { type: multipart([]).type, body: whole.subarray(0, Math.floor(whole.length / 2)) },
    'no closing boundary': multipart([...fields('x'), { name: 'images', filename: 'a.png', content: png }], { close: false }),
    'an empty form': multipart([]),
    'files where text is expected': multipart(fields('x').map((f) => ({ ...f, filename: `${f.name}.txt` }))),
    'text where files are expected': multipart([
      ...fields('x'),
      ...['images', 'image', 'avatar', 'icon', 'proof', 'registrationCertificate'].map((name) => ({ name, content: 'not a file' })),
    ]),
    'unicode, NUL and injection in values': multipart(fields(UNICODE.replace('\uD800', ''))),
    'a NUL in a field name': multipart([{ name: 'ti\u0000tle', content: 'x' }]),
    'a file name that climbs out': multipart([{ name: 'images', filename: '../../../etc/passwd', content: png }]),
    'a part without a name': {
      type: multipart([]).type,
      body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
    },
    'a huge field': multipart([
      { name: 'title', content: HUGE },
      { name: 'description', content: HUGE },
    ]),
    'a huge part header': multipart([{ name: 'title', content: 'x', headers: `X-Padding: ${'y'.repeat(100_000)}\r\n` }]),
    'many parts': multipart(Array.from({ length: 300 }, (_, i) => ({ name: `field${i}`, content: 'x' }))),
    'many files': multipart(Array.from({ length: 40 }, (_, i) => ({ name: 'images', filename: `${i}.png`, content: png }))),
    'repeated fields': multipart(Array.from({ length: 50 }, () => ({ name: 'price', content: '1' }))),
    'JSON sent as a form': { type: multipart([]).type, body: Buffer.from(JSON.stringify({ title: 'x', role: 'admin' })) },
  };
}

async function sendRaw(method: string, path: string, token: string | undefined, { type, body }: { type: string; body: Buffer }) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(body),
  });
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** Sends half of an upload that announces more, then closes the connection. */
async function abandonUpload(method: string, path: string, token: string | undefined) {
  const { type, body } = multipart([{ name: 'images', filename: 'a.png', content: Buffer.alloc(200_000, 1) }]);
  const { port } = new URL(t.baseUrl);
  await new Promise<void>((resolve) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method,
      headers: { 'content-type': type, 'content-length': body.length, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    request.on('error', () => resolve());
    request.on('response', (response) => {
      response.resume();
      resolve();
    });
    request.write(body.subarray(0, 50_000), () => setTimeout(() => request.destroy(), 50));
    request.on('close', () => resolve());
  });
}
