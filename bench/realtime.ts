// Benchmark: 1,000 connected sockets, 200 conversations exchanging messages over Socket.IO; delivery latency
// p50/p99 and messages per second on one server process, then across two processes through Redis.
// `npm run bench realtime`.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { signAccessToken } from '../apps/server/src/modules/auth/tokens.js';
import { startServerProcess } from '../apps/server/src/test/server-process.js';
import { benchDatabase, printTable } from './support.js';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const database = await benchDatabase('realtime');
const { db } = database;
await db.execute(sql`insert into users (id, name, email, phone, password_hash, role, verified)
  select 'rt-' || i, 'User ' || i, 'rt' || i || '@bench.sa', '+9665' || lpad(i::text, 8, '0'), 'x', 'user', true from generate_series(1, ${SOCKETS}) i`);
// Conversation k is between users 2k-1 and 2k; the other 600 users are connected and idle.
await db.execute(sql`insert into conversations (id, user_a, user_b)
  select 'conv-' || k, least('rt-' || (2 * k - 1), 'rt-' || (2 * k)), greatest('rt-' || (2 * k - 1), 'rt-' || (2 * k)) from generate_series(1, ${CONVERSATIONS}) k`);

const secret = randomBytes(32).toString('hex');
const startServer = (withRedis: boolean) =>
  startServerProcess({
    DATABASE_URL: database.url,
    JWT_SECRET: secret,
    DATA_DIR: database.storageDir,
    // Each sender here writes as fast as the server answers, far above a person's 60 messages a minute; the limit
    // is still checked on every message (in Redis with two processes), so its cost is in the figures.
    CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(withRedis ? { REDIS_URL } : {}),
  });

async function run(label: string, urls: string[]) {
  const sockets: Socket[] = [];
  const authenticated: Promise<unknown>[] = [];
  for (let i = 1; i <= SOCKETS; i++) {
    const token = await signAccessToken(secret, { user: { id: `rt-${i}`, role: 'user' }, sessionId: 'bench' });
    const socket = io(urls[i % urls.length]!, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
    authenticated.push(new Promise((resolve) => socket.once('authenticated', resolve)));
    sockets.push(socket);
  }
  await Promise.all(authenticated);
  const latencies: number[] = [];
  const sentAt = new Map<string, number>();
  let received = 0;
  sockets.forEach((socket, index) => {
    socket.on('new_message', (m: { sender_id: string; message_id?: string }) => {
      if (m.sender_id === `rt-${index + 1}`) return;
      const started = m.message_id ? sentAt.get(m.message_id) : undefined;
      if (started !== undefined) latencies.push(performance.now() - started);
      received++;
    });
  });
  const deadline = Date.now() + SECONDS * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONVERSATIONS }, async (_, k) => {
      const sender = sockets[2 * k]!;
      for (let n = 0; Date.now() < deadline; n++) {
        const id = `${k}-${n}`;
        sentAt.set(id, performance.now());
        await new Promise((resolve) =>
          sender.emit('send_message', { chat_id: `conv-${k + 1}`, message: `hello ${n}`, message_id: id }, resolve),
        );
        sent++;
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  for (const socket of sockets) socket.disconnect();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { name: label, rps: Math.round(received / SECONDS), p50: at(0.5), p99: at(0.99), errors: sent - received };
}

const single = await startServer(false);
const one = await run(`1 process, ${SOCKETS} sockets, ${CONVERSATIONS} conversations`, [single.baseUrl]);
await single.stop();
const [a, b] = [await startServer(true), await startServer(true)];
const two = await run(`2 processes + Redis, ${SOCKETS} sockets, ${CONVERSATIONS} conversations`, [a.baseUrl, b.baseUrl]);
await Promise.all([a.stop(), b.stop()]);
printTable(
  `Chat delivery over Socket.IO, ${SECONDS} s, ${database.engine} (requests/s = messages delivered per second; errors = sent but not delivered)`,
  [one, two],
);
await database.close();
