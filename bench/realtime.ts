// Benchmark: 1,000 connected sockets, 200 conversations exchanging messages over Socket.IO, on one server process,
// then across two processes through Redis. Two loads each: saturation (each conversation's sender sends its next
// message when the last is acknowledged: messages delivered per second, and latency that is mostly queueing), and a
// fixed offered rate (300 messages/s, a fifth with --small, spread over the conversations on a clock: each delivery's
// latency counts from when its message was due, so a stalled server shows in the tail). Plus the servers' peak RSS.
// `npm run bench realtime`.
import { randomBytes } from 'node:crypto';
import { CONVERSATIONS, chatBenchDatabase, connectChatSockets, SOCKETS } from './chat-setup.js';
import { rssOf } from './load.js';
import { startBenchServer } from './support.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Math.max(1, Math.round(300 * Number(process.env.BENCH_RATE_FACTOR ?? 1)));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const database = await chatBenchDatabase('realtime');

const secret = randomBytes(32).toString('hex');
const startServer = (withRedis: boolean) =>
  startBenchServer({
    DATABASE_URL: database.url,
    JWT_SECRET: secret,
    DATA_DIR: database.storageDir,
    // Each sender here writes as fast as the server answers, far above a person's 60 messages a minute; the limit
    // is still checked on every message (in Redis with two processes), so its cost is in the figures.
    CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
    ...(withRedis ? { REDIS_URL } : {}),
  });

const round = (ms: number) => Math.round(ms * 10) / 10;
const at = (sorted: number[], q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

async function run(label: string, servers: { baseUrl: string; pid: number }[]) {
  const sockets = await connectChatSockets(
    secret,
    servers.map((server) => server.baseUrl),
  );
  let latencies: number[] = [];
  const dueAt = new Map<string, number>();
  let received = 0;
  sockets.forEach((socket, index) => {
    socket.on('new_message', (m: { sender_id: string; message_id?: string }) => {
      if (m.sender_id === `rt-${index + 1}`) return;
      const due = m.message_id ? dueAt.get(m.message_id) : undefined;
      if (due !== undefined) latencies.push(performance.now() - due);
      received++;
    });
  });
  const send = (k: number, id: string) =>
    new Promise((resolve) =>
      sockets[2 * k]!.emit('send_message', { chat_id: `conv-${k + 1}`, message: `hello ${id}`, message_id: id }, resolve),
    );

  // Saturation: every conversation's sender writes as fast as it is answered.
  const deadline = Date.now() + SECONDS * 1000;
  let sent = 0;
  await Promise.all(
    Array.from({ length: CONVERSATIONS }, async (_, k) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const id = `s-${k}-${n}`;
        dueAt.set(id, performance.now());
        await send(k, id);
        sent++;
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  latencies.sort((a, b) => a - b);
  const saturation = { rate: Math.round(received / SECONDS), p50: at(latencies, 0.5), p99: at(latencies, 0.99), lost: sent - received };

  // Fixed rate: message i is due at start + i / RATE, from conversation i mod CONVERSATIONS, sent when due.
  latencies = [];
  received = 0;
  const total = RATE * SECONDS;
  const start = performance.now();
  for (let i = 0; i < total; ) {
    const now = performance.now();
    while (i < total && start + (i * 1000) / RATE <= now) {
      const id = `f-${i}`;
      dueAt.set(id, start + (i * 1000) / RATE);
      void send(i % CONVERSATIONS, id);
      i++;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, start + (i * 1000) / RATE - performance.now())));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  latencies.sort((a, b) => a - b);
  const fixed = { p50: at(latencies, 0.5), p99: at(latencies, 0.99), p999: at(latencies, 0.999), lost: total - received };
  for (const socket of sockets) socket.disconnect();
  const rss = servers.map((server) => rssOf(server.pid).peak).join(' + ');
  return `| ${label} | ${saturation.rate} | ${saturation.p50} | ${saturation.p99} | ${RATE} | ${fixed.p50} | ${fixed.p99} | ${fixed.p999} | ${saturation.lost + fixed.lost} | ${rss} |`;
}

const single = await startServer(false);
const one = await run(`1 process, ${SOCKETS} sockets, ${CONVERSATIONS} conversations`, [single]);
await single.stop();
const [a, b] = [await startServer(true), await startServer(true)];
const two = await run(`2 processes + Redis, ${SOCKETS} sockets, ${CONVERSATIONS} conversations`, [a, b]);
await Promise.all([a.stop(), b.stop()]);
console.log(`\nChat delivery over Socket.IO, ${SECONDS} s per load, ${database.engine} (lost = sent but not delivered)`);
console.log(
  '| target | saturation msg/s delivered | p50 ms | p99 ms | offered msg/s | p50 ms | p99 ms | p99.9 ms | lost | server peak RSS MB |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(one);
console.log(two);
await database.close();
