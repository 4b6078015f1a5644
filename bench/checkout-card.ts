// Benchmark: checkout paid by card through the sandbox gateway, 20 concurrent buyers each paying one unit at a time:
// the checkout (orders awaiting payment, stock reserved), then the card page, its 3-D Secure step and the callback
// that verifies the payment and moves the orders into escrow; then the ledger invariants, which must hold.
// `npm run bench checkout-card`.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createLogMessenger } from '../apps/server/src/lib/messaging.js';
import { localStorage } from '../apps/server/src/lib/storage/index.js';
import { signAccessToken } from '../apps/server/src/modules/auth/tokens.js';
import { reportLedger, seedShop } from './checkout-setup.js';
import { benchDatabase, type Load, printTable } from './support.js';

const BUYERS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Moyasar's documented mada test card that is approved. */
const CARD = { number: '4201320111111010', name: 'Bench Buyer', expiry: '12/39', cvc: '123' };

const database = await benchDatabase('checkout_card');
const { db } = database;
await seedShop(db, { storageDir: database.storageDir, sellers: 10, buyers: BUYERS });

const secret = randomBytes(32).toString('hex');
const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret, STORAGE_DIR: database.storageDir, WEB_DIST_DIR: '/nonexistent' });
const app = await buildApp(
  { config, db, messenger: createLogMessenger({ isProduction: true, log: () => {} }), secret, storage: localStorage(database.storageDir) },
  { logger: false },
);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

/** A browser on the gateway's pages: no redirect followed by itself. */
async function visit(path: string, form?: Record<string, string>) {
  const response = await fetch(`${base}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {}),
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const checkoutMs: number[] = [];
const payMs: number[] = [];
let checkoutErrors = 0;
let payErrors = 0;
const deadline = Date.now() + SECONDS * 1000;
await Promise.all(
  Array.from({ length: BUYERS }, async (_, index) => {
    const buyerId = `bench-user-${11 + index}`;
    const token = await signAccessToken(secret, { user: { id: buyerId, role: 'user' }, sessionId: 'bench' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (let n = 0; Date.now() < deadline; n++) {
      const line = JSON.stringify({ productId: `bench-item-${1 + ((index * 7 + n) % 100)}`, quantity: 1 });
      await (await fetch(`${base}/api/user/cart`, { method: 'POST', headers, body: line })).arrayBuffer();
      let started = performance.now();
      const response = await fetch(`${base}/api/user/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ payment: { method: 'mada', language: 'en' } }),
      });
      const checkout = (await response.json()) as { paymentId?: string; redirectUrl?: string };
      checkoutMs.push(performance.now() - started);
      if (response.status !== 201 || !checkout.redirectUrl) {
        checkoutErrors++;
        continue;
      }
      // The buyer's time on the gateway: card form, the one-time code page, and the callback that settles the payment.
      started = performance.now();
      await visit(`${checkout.redirectUrl}/card`, CARD);
      const code = (await visit(checkout.redirectUrl)).html.match(/data-testid="sandbox-code">(\d+)</)?.[1] ?? '';
      const confirmed = await visit(`${checkout.redirectUrl}/code`, { code });
      const callback = confirmed.location ? await visit(confirmed.location) : null;
      payMs.push(performance.now() - started);
      const paid = await db.execute(sql`select status from payments where id = ${checkout.paymentId ?? ''}`);
      if (callback?.status !== 302 && callback?.status !== 303) payErrors++;
      else if ((paid.rows[0] as { status?: string } | undefined)?.status !== 'paid') payErrors++;
    }
  }),
);

const row = (name: string, latencies: number[], errors: number): Load => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { name, rps: Math.round(latencies.length / SECONDS), p50: at(0.5), p99: at(0.99), errors };
};
printTable(`Checkout paid by card (sandbox gateway, mada with 3-D Secure), ${BUYERS} concurrent buyers, ${SECONDS} s, ${database.engine}`, [
  row('POST /api/user/orders with payment.method mada', checkoutMs, checkoutErrors),
  row('card page + 3-D Secure code + callback (paid)', payMs, payErrors),
]);

await reportLedger(db);
await app.close();
await database.close();
