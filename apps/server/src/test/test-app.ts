import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createDb } from '../db/client.js';
import { newId } from '../lib/ids.js';
import { createMessenger } from '../lib/messaging.js';
import { createStorage } from '../lib/storage/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { users } from '../modules/users/tables.js';
import { createDatabase, dropDatabase, serverUrl } from './databases.js';
import { startServerProcess } from './server-process.js';

const CODE_TEXT = /(?:code is|هو) (\d{4,6})\b/;

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
/** `log` receives the server's structured log (JSON lines, level info); without it the app logs nothing. */
type TestAppOptions = { log?: (line: string) => void };
type Reply<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/**
 * The real app on a fresh database copied from the migrated template, listening on a loopback port;
 * tests talk to it over HTTP like any client.
 */
export async function createTestApp(env: Record<string, string> = {}, { log }: TestAppOptions = {}) {
  const serverPgUrl = inject('pgServerUrl');
  const database = `gs_test_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverPgUrl, database, inject('pgTemplate'));
  const { db, pool } = createDb(serverUrl(serverPgUrl, database));
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-uploads-'));
  // The app's own files (the invoice signing key), apart from the uploads that tests list.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-test-data-'));
  // Test runs share the machine's Redis: each test database is its own deployment there.
  const redisPrefix = `gamesouq-test:${database}:`;
  const config = loadConfig({
    NODE_ENV: 'test',
    REDIS_PREFIX: redisPrefix,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    WEB_DIST_DIR: '/nonexistent',
    STORAGE_DIR: storageDir,
    DATA_DIR: dataDir,
    // Tests read Home right after changing a listing, before its event is delivered; the cache's own tests turn it on.
    LISTING_CACHE_SECONDS: '0',
    ...env,
  });
  // The messenger the server builds from its settings; what it would print is kept for tests to read.
  const logLines: string[] = [];
  const messenger = createMessenger(config, (line) => logLines.push(line));
  const secret = randomBytes(32).toString('hex');
  // The server's own log (pino's lines at every level, each request included), for a test that reads what it writes.
  const logger = log ? { level: 'trace', stream: { write: log } } : false;
  // The recurring jobs stay off: tests sweep and mail by hand, at the moment they choose.
  const app = await buildApp({ config, db, messenger, secret, storage: await createStorage(config) }, { logger, schedules: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  async function request<T = Record<string, unknown>>(
    method: string,
    url: string,
    { body, token, headers = {} }: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const isForm = body instanceof FormData;
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : isForm || typeof body === 'string' ? (body as FormData | string) : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {}
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /**
   * Checks out as a client does: the body's `items` go into the buyer's cart first (checkout buys from the cart), then
   * the order is placed. A refused line answers with the cart's reply.
   */
  async function checkout<T = Record<string, unknown>>({
    token,
    body = {},
    headers,
  }: {
    token: string;
    body?: { items?: { productId: string; quantity: number }[] } & Record<string, unknown>;
    headers?: Record<string, string>;
  }): Promise<Reply<T>> {
    for (const { productId, quantity } of body.items ?? []) {
      const added = await request<T>('POST', '/api/user/cart', { token, body: { productId, quantity } });
      if (added.status !== 200) return added;
    }
    return request<T>('POST', '/api/user/orders', { token, body, headers });
  }

  /** The newest code sent to `to`, read as a client would: from the dev outbox, past any notification sent there. */
  async function lastCode(to: string) {
    const reply = await request<{ messages: { text: string }[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`);
    // "… code is 123456" in English, "… هو 123456" in Arabic (lib/sent-texts.ts).
    const text = reply.body.messages.find((message) => CODE_TEXT.test(message.text))?.text ?? '';
    return text.match(CODE_TEXT)?.[1] ?? '';
  }

  /** An account of any role, written straight to the database (signup can only make `user`). */
  async function createUser({
    role = 'user',
    password = 'Passw0rd!',
    phone,
    email,
  }: {
    role?: 'admin' | 'trader' | 'user';
    password?: string;
    phone?: string;
    email?: string;
  } = {}) {
    const id = newId();
    const userPhone = phone ?? `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const userEmail = email ?? `${role}-${id.slice(0, 8)}@example.com`;
    await db.insert(users).values({
      id,
      name: `${role} ${id.slice(0, 4)}`,
      email: userEmail,
      phone: userPhone,
      passwordHash: await hashPassword(password),
      role,
    });
    const login = await request<{ access_token: string; refresh_token: string }>('POST', '/api/user/auth/login', {
      body: { emailOrPhone: userEmail, password },
    });
    return { id, email: userEmail, phone: userPhone, password, token: login.body.access_token, refreshToken: login.body.refresh_token };
  }

  /**
   * Waits until every recorded event is in the job queue and the queue has run every job that is due (the
   * subscribers of recorded events, so their notifications are stored and pushed); a job waiting for a retry later
   * fails the wait instead of hanging it.
   */
  async function jobsSettled({ timeoutMs = 10_000 } = {}) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rows } = await pool.query<{ due: number; failing: string | null }>(
        // A job counts its attempt when taken: one running its last attempt is still due, not dead.
        `select count(*) filter (where locked_at is not null or (attempts < max_attempts and run_at <= now()))::int
             + (select count(*)::int from event_outbox) as due,
           max(last_error) filter (where locked_at is null and attempts < max_attempts) as failing
         from graphile_worker.jobs`,
      );
      const { due, failing } = rows[0]!;
      if (due === 0 && !failing) return;
      if (failing) throw new Error(`A job failed: ${failing}`);
      if (Date.now() > deadline) throw new Error(`${due} jobs still due after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** A second server, its own process on the same database, secret and settings, as behind a load balancer. */
  const startAnotherProcess = (extra: Record<string, string> = {}) =>
    startServerProcess({
      ...env,
      DATABASE_URL: serverUrl(serverPgUrl, database),
      REDIS_PREFIX: redisPrefix,
      JWT_SECRET: secret,
      DATA_DIR: dataDir,
      STORAGE_DIR: storageDir,
      WEB_DIST_DIR: '/nonexistent',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...extra,
    });

  async function close() {
    await app.close();
    await pool.end();
    await dropDatabase(serverPgUrl, database);
    await rm(storageDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }

  return {
    app,
    db,
    messenger,
    baseUrl,
    storageDir,
    dataDir,
    secret,
    logLines,
    request,
    checkout,
    lastCode,
    createUser,
    jobsSettled,
    startAnotherProcess,
    close,
  };
}

/**
 * The test app of a test file: created before its tests and closed after them. Use it at the top of the file:
 * `const t = useTestApp();` then `t.request(...)` inside tests and hooks.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(() => current?.close());
  return readyInTests('test app', () => current);
}

export type User = Awaited<ReturnType<TestApp['createUser']>>;

/** The admin of a test file, made before its tests: `const admin = useAdmin(t);` then `admin.token` inside tests. */
export function useAdmin(t: TestApp): User {
  let admin: User | undefined;
  beforeAll(async () => {
    admin = await t.createUser({ role: 'admin' });
  });
  return readyInTests('admin', () => admin);
}

/** An object made by a beforeAll hook, usable at the top of a file and read inside tests and later hooks. */
function readyInTests<T extends object>(name: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = current();
      if (!value) throw new Error(`The ${name} is used before its beforeAll hook has run (reading ${String(key)})`);
      return value[key as keyof T];
    },
  });
}

/** A phone number no other test uses. */
export const uniquePhone = () => `+9665${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
