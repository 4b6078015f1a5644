// The machine's limits in the same run, so that every figure can be read as a ratio on a shared, noisy machine:
// pgbench select-only and TPC-B on the bench's PostgreSQL (50 clients), and a bare Fastify route in its own process.
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { measure, printRows } from './load.js';
import { benchDatabase, benchSeconds, freePort, pgbenchPath } from './support.js';

const seconds = benchSeconds();
const database = await benchDatabase('anchors');
const pgbench = pgbenchPath();
const rows: string[] = [];
if (pgbench) {
  const run = (args: string[]) => {
    const result = spawnSync(pgbench, [...args, database.url], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}`);
    return result.stdout;
  };
  run(['-i', '-q', '-s', '10']);
  for (const [name, args] of [
    ['pgbench select-only (-S)', ['-S']],
    ['pgbench TPC-B', []],
  ] as const) {
    const out = run([...args, '-c', '50', '-j', '2', '-T', String(seconds), '-n']);
    const tps = Math.round(Number(out.match(/tps = ([\d.]+)/)?.[1] ?? 0));
    const latency = out.match(/latency average = ([\d.]+) ms/)?.[1] ?? '?';
    rows.push(`| ${name}, 50 clients | ${tps} | ${latency} |`);
  }
} else console.log('pgbench not found (Debian: postgresql-client / postgresql-contrib): no database anchors.');

const port = await freePort();
const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-fastify.mjs')], {
  env: { ...process.env, PORT: String(port) },
});
await once(child.stdout!, 'data');
const bare = await measure('bare Fastify route', `http://127.0.0.1:${port}`, { path: '/bare' }, { rate: 1000, seconds, pid: child.pid! });
child.kill();

console.log(`\nAnchors, ${database.engine}, ${seconds} s each (same run, same machine)`);
console.log('| anchor | transactions/s | average latency ms |');
console.log('|---|---:|---:|');
for (const row of rows) console.log(row);
printRows('Bare Fastify route (its own process)', [bare]);
await database.close();
