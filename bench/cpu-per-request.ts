// The server's CPU time per request, which a loaded machine does not distort as it does throughput: a server process
// (as `npm start` runs it: compiled, NODE_ENV=production) on DATABASE_URL, `count` requests to each path after a
// warm-up, and the process's user + system time (/proc/<pid>/stat) divided by the requests. It runs the server last
// built: `npm run build -w @gamesouq/core -w @gamesouq/server` first.
// `DATABASE_URL=postgres://…/<seeded database> npx tsx --conditions=source bench/cpu-per-request.ts [count] [path…]`
// (CPU_PROF_DIR=<dir> also writes the server's --cpu-prof profile there.)
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './support.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('usage: DATABASE_URL=postgres://…/<seeded database> tsx bench/cpu-per-request.ts [count] [path…]');
const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 5000);
const given = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const paths = given.length ? given : ['/health', '/api/ads/home?page=1&limit=20'];
const headers = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'ar-SA,ar;q=0.9' };

const ticksPerSecond = 100;
/** User and system CPU of a process, in microseconds (clock ticks of 10 ms). */
function cpuMicros(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return { user: (Number(fields[11]) * 1_000_000) / ticksPerSecond, system: (Number(fields[12]) * 1_000_000) / ticksPerSecond };
}

const server = await startBenchServer({
  DATABASE_URL: url,
  JWT_SECRET: 'x'.repeat(40),
  DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'gamesouq-cpu-')),
  RUN_JOBS: 'false',
});
const send = (target: string, amount: number) => autocannon({ url: `${server.baseUrl}${target}`, connections: 10, amount, headers });

console.log('| path | CPU µs per request (user + system) | user | system | bytes per reply | non-2xx |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const target of paths) {
  await send(target, Math.min(2000, count));
  const before = cpuMicros(server.pid);
  const result = await send(target, count);
  const after = cpuMicros(server.pid);
  const [user, system] = [(after.user - before.user) / count, (after.system - before.system) / count];
  const bytes = result.throughput.total / count;
  console.log(
    `| ${target} | ${(user + system).toFixed(0)} | ${user.toFixed(0)} | ${system.toFixed(0)} | ${bytes.toFixed(0)} | ${result.non2xx} |`,
  );
}
await server.stop();
