import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../test/ledger-invariants.js';
import { type ApiRoute, apiRoutes, bodyProperties, fillPath } from '../test/openapi-routes.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let callers: { name: string; token?: string }[];
let accounts: User[];
beforeAll(async () => {
  t = await createTestApp();
  accounts = [await t.createUser({ role: 'user' }), await t.createUser({ role: 'trader' }), await t.createUser({ role: 'admin' })];
  callers = [{ name: 'anonymous' }, ...accounts.map((u, i) => ({ name: ['user', 'trader', 'admin'][i]!, token: u.token }))];
});
afterAll(() => t.close());

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

describe('every route against malformed input', () => {
  it('answers bad bodies, wrong types, huge and strange strings with a 4xx in the documented error shape, never a 5xx', async () => {
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
          if (reply.status >= 500) failures.push(`${label} ${reply.text.slice(0, 200)}`);
          else if (reply.status >= 400 && reply.type.includes('application/json')) {
            const error = JSON.parse(reply.text) as { success?: unknown; code?: unknown; message?: unknown };
            if (error.success !== false || typeof error.code !== 'string' || typeof error.message !== 'string')
              failures.push(`${label} undocumented error shape ${reply.text.slice(0, 200)}`);
          }
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
});
