// The statements (round trips to PostgreSQL) that one checkout and one chat message take, counted from the driver's
// query log: the figure to watch when the checkout or the chat changes. `npm run bench statements`.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createLogMessenger } from '../apps/server/src/lib/messaging.js';
import { localStorage } from '../apps/server/src/lib/storage/index.js';
import { signAccessToken } from '../apps/server/src/modules/auth/tokens.js';
import { ensureBaseCatalog } from '../apps/server/src/modules/catalog/base-catalog.js';
import { benchDatabase } from './support.js';

const logged: string[] = [];
let isLogging = false;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
/** The event relay's statement: it moves the events of many requests into the queue in the background (ADR 060). */
const isRelay = (text: string) => text.includes('delete from "event_outbox"');
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
  if (isLogging && !isRelay(text)) logged.push(text);
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** The statements `work` sends, printed one a line (shortened). */
async function counted(name: string, work: () => Promise<unknown>) {
  logged.length = 0;
  isLogging = true;
  await work();
  isLogging = false;
  console.log(`\n${name}: ${logged.length} statements`);
  for (const text of logged) console.log(`  ${text.replace(/\s+/g, ' ').trim().slice(0, 150)}`);
  return logged.length;
}

const database = await benchDatabase('statements');
const { db } = database;
await ensureBaseCatalog(db, localStorage(database.storageDir));
await db.execute(sql`insert into users (id, name, email, phone, password_hash, role, verified)
  select 'st-' || i, 'User ' || i, 'st' || i || '@bench.sa', '+9665' || lpad(i::text, 8, '0'), 'x', case when i <= 3 then 'trader' else 'user' end, true
  from generate_series(1, 5) i`);
await db.execute(sql`insert into listings (id, seller_id, title, price_halalas, quantity, status)
  select 'st-item-' || i, 'st-' || i, 'Item ' || i, 5000, 100, 'active' from generate_series(1, 3) i`);
await db.execute(sql`insert into ledger_accounts (id, owner_id, kind, balance) values
  ('platform:external', null, 'external', -100000000), ('user:st-4:available', 'st-4', 'available', 100000000)`);
await db.execute(
  sql`insert into journal_entries (id, kind, reference, description) values ('st-funding', 'deposit', 'st-funding', 'Funding')`,
);
await db.execute(
  sql`insert into journal_lines (id, entry_id, account_id, amount) select 'st-line-' || id, 'st-funding', id, balance from ledger_accounts`,
);
await db.execute(sql`insert into conversations (id, user_a, user_b) values ('st-chat', 'st-4', 'st-5')`);

const secret = randomBytes(32).toString('hex');
// No job worker: its polling would mix with the requests' statements.
const config = loadConfig({
  NODE_ENV: 'production',
  RUN_JOBS: 'false',
  JWT_SECRET: secret,
  STORAGE_DIR: database.storageDir,
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp(
  { config, db, messenger: createLogMessenger({ isProduction: true, log: () => {} }), secret, storage: localStorage(database.storageDir) },
  { logger: false },
);
await app.ready();
const headers = {
  authorization: `Bearer ${await signAccessToken(secret, { user: { id: 'st-4', role: 'user' }, sessionId: 'bench' })}`,
  'content-type': 'application/json',
};
const request = async (method: 'POST', url: string, payload: unknown, status: number) => {
  const reply = await app.inject({ method, url, headers, payload: payload as object });
  if (reply.statusCode !== status) throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
};
const addToCart = (item: number) => request('POST', '/api/user/cart', { productId: `st-item-${item}`, quantity: 1 }, 200);
const checkout = () => request('POST', '/api/user/orders', {}, 201);

// A first checkout warms up what is created once (the sellers' escrow accounts, prepared caches).
for (const item of [1, 2, 3]) await addToCart(item);
await checkout();
await addToCart(1);
const one = await counted('Checkout of one line, wallet (auth included)', checkout);
for (const item of [1, 2, 3]) await addToCart(item);
const three = await counted('Checkout of three lines from three sellers, wallet', checkout);
const chat = await counted('Chat message over HTTP (auth and rate limit included)', () =>
  request('POST', '/api/user/chat/st-chat/send', { message: 'hello' }, 200),
);
console.log(
  `\n| request | statements |\n|---|---:|\n| checkout, 1 line | ${one} |\n| checkout, 3 sellers | ${three} |\n| chat message | ${chat} |`,
);
await app.close();
await database.close();
