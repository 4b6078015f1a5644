// The CPU one chat message costs, which a machine shared with other work does not distort as it does throughput: a
// server process (compiled, NODE_ENV=production: `npm run build -w @gamesouq/core -w @gamesouq/server` first) with
// 1,000 sockets signed in, `count` messages sent over Socket.IO by 200 conversations at a bounded concurrency and
// each delivered to both parties, and the CPU (user + system, /proc/<pid>/stat) of the server process and of the
// PostgreSQL backends serving it, divided by the messages.
// `DATABASE_URL=postgres://…/postgres npx tsx --conditions=source bench/chat-cpu.ts [count]`
// (CPU_PROF_DIR=<dir> also writes the server's --cpu-prof profile there; bench/profile-summary.ts reads it.)
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { CONVERSATIONS, chatBenchDatabase, connectChatSockets, SOCKETS } from './chat-setup.js';
import { rssOf } from './load.js';
import { startBenchServer } from './support.js';

const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 10_000);
/** Messages in flight at once: enough to keep the server busy, not so many that the run is all queueing. */
const IN_FLIGHT = 50;

const database = await chatBenchDatabase('chatcpu');
const { db } = database;

const secret = randomBytes(32).toString('hex');
const server = await startBenchServer({
  DATABASE_URL: database.url,
  JWT_SECRET: secret,
  DATA_DIR: database.storageDir,
  RUN_JOBS: 'false',
  // The bench's senders write far faster than a person's 60 a minute; the limit is still checked on every message.
  CHAT_RATE_LIMIT_PER_MINUTE: '1000000',
});

const sockets = await connectChatSockets(secret, [server.baseUrl]);
let delivered = 0;
for (const socket of sockets) socket.on('new_message', () => delivered++);

/** The PostgreSQL backends of the bench's database (the server's pool), by their process ids. */
const backendPids = async () =>
  (
    await db.execute<{ pid: number }>(sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`)
  ).rows.map((row) => row.pid);
/** User and system CPU of processes so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms); a process gone counts 0. */
function cpuMs(pids: number[]) {
  let [user, system] = [0, 0];
  for (const pid of pids) {
    let stat = '';
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {}
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    user += Number(fields[11] ?? 0) * 10;
    system += Number(fields[12] ?? 0) * 10;
  }
  return { user, system };
}

async function sendMessages(amount: number, label: string) {
  let next = 0;
  const expected = delivered + 2 * amount;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < amount) {
        const n = next++;
        const k = n % CONVERSATIONS;
        const reply = (await sockets[2 * k]!.emitWithAck('send_message', {
          chat_id: `conv-${k + 1}`,
          message: `hello ${label} ${n}`,
          message_id: `${label}-${n}`,
        })) as { success: boolean; error?: string };
        if (!reply.success) throw new Error(`send_message failed: ${reply.error}`);
      }
    }),
  );
  const deadline = Date.now() + 30_000;
  while (delivered < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  if (delivered < expected) throw new Error(`${expected - delivered} deliveries missing`);
}

await sendMessages(Math.min(2000, count), 'warm');
const pids = await backendPids();
const [serverBefore, dbBefore, started] = [cpuMs([server.pid]), cpuMs(pids), performance.now()];
await sendMessages(count, 'measured');
const [serverAfter, dbAfter, seconds] = [cpuMs([server.pid]), cpuMs(pids), (performance.now() - started) / 1000];
for (const socket of sockets) socket.disconnect();
const rss = rssOf(server.pid).peak;
await server.stop();
await database.close();

const perMessage = (after: { user: number; system: number }, before: typeof after) =>
  `${((after.user + after.system - before.user - before.system) / count).toFixed(3)} (${((after.user - before.user) / count).toFixed(3)} + ${((after.system - before.system) / count).toFixed(3)})`;
console.log(`\nChat message over Socket.IO, ${count} messages, ${SOCKETS} sockets, ${CONVERSATIONS} conversations, ${IN_FLIGHT} in flight`);
console.log(
  '| server CPU ms per message (user + system) | PostgreSQL backends CPU ms per message (user + system) | messages/s on this run | server peak RSS MB |',
);
console.log('|---:|---:|---:|---:|');
console.log(`| ${perMessage(serverAfter, serverBefore)} | ${perMessage(dbAfter, dbBefore)} | ${Math.round(count / seconds)} | ${rss} |`);
