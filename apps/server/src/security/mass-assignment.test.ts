import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../test/ledger-invariants.js';
import { apiRoutes, fillPath } from '../test/openapi-routes.js';
import { privilegedFields, withPrivileged } from '../test/privileged-fields.js';
import { privilegedChanges, privilegedState } from '../test/privileged-state.js';
import { validForm } from '../test/route-bodies.js';
import { useTestApp } from '../test/test-app.js';
import { aliases, CASES, setUpWorld, victim } from '../test/write-route-cases.js';

// The platform's VAT number lets the ZATCA onboarding routes run their steps.
const t = useTestApp({ PLATFORM_VAT_NUMBER: '300000000000003' });
beforeAll(async () => {
  await setUpWorld(t);
});

describe('privileged fields in request bodies', () => {
  it('never grant a role, a verification, money, a price, a status or an owner through any write route', async () => {
    const routes = (await apiRoutes(t)).filter((route) => route.method !== 'GET');
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    // Every write route of the document has its case, so a new route cannot go untested.
    expect(keys.filter((key) => !CASES[key])).toEqual([]);
    expect(Object.keys(CASES).filter((key) => !keys.includes(key))).toEqual([]);

    const wrong: { route: string; status?: number; reply?: string; changes?: string[]; expected?: string[] }[] = [];
    // Signing out (and changing passwords) last, so that the callers' sessions hold for the other cases.
    const sequence = [...routes].sort((a, b) => Number(/logout|password/.test(a.path)) - Number(/logout|password/.test(b.path)));
    for (const route of sequence) {
      const key = `${route.method} ${route.path}`;
      const call = CASES[key]!;
      const params = (await call.prepare?.()) ?? {};
      const path = fillPath(route, (param) => params[param] ?? '');
      const fields = privilegedFields(victim.id);
      const extra = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
      const body = route.isForm
        ? await validForm(route, extra, call.form)
        : route.method === 'DELETE'
          ? undefined
          : withPrivileged(call.body?.(params) ?? {}, fields);
      const before = await privilegedState(t.db);
      const reply = await t.request(route.method, path, { token: call.as()?.token, body });
      const changes = privilegedChanges(before, await privilegedState(t.db), aliases);
      if (reply.status >= 300) wrong.push({ route: key, status: reply.status, reply: JSON.stringify(reply.body).slice(0, 200) });
      else if (JSON.stringify(changes) !== JSON.stringify([...call.changes].sort()))
        wrong.push({ route: key, changes, expected: call.changes });
    }
    expect(wrong).toEqual([]);

    // Nothing in all those bodies made anyone an admin or verified, and the victim whose id they carried is untouched.
    const admins = await t.db.execute(sql`select id from users where role = 'admin'`);
    expect(admins.rows.map((row) => aliases.get((row as { id: string }).id))).toEqual(['admin']);
    const victimAccounts = await t.db.execute(
      sql`select kind, balance from ledger_accounts where owner_id = ${victim.id} and balance <> 0`,
    );
    expect(victimAccounts.rows).toEqual([]);
    await expectLedgerInvariants(t.db);
  }, 300_000);
});
