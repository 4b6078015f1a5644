// `npm run bench`: every benchmark, on the embedded PostgreSQL and, when one is reachable, on DATABASE_URL's server.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const dir = import.meta.dirname;
const scripts = readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'support.ts');
const only = process.argv[2];
for (const script of scripts.filter((s) => !only || s.includes(only))) {
  for (const databaseUrl of [undefined, process.env.BENCH_DATABASE_URL].filter((v, i) => i === 0 || v)) {
    console.log(`\n=== ${script} on ${databaseUrl ? databaseUrl.replace(/:[^:@/]*@/, ':***@') : 'the embedded PostgreSQL'}`);
    const env = { ...process.env, DATABASE_URL: databaseUrl ?? '' };
    if (!databaseUrl) delete env.DATABASE_URL;
    const result = spawnSync('npx', ['tsx', '--conditions=source', path.join(dir, script)], { stdio: 'inherit', env });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
