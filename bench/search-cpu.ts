// The search mix's most common searches run one after another as the server runs them (prepared statements included,
// which EXPLAIN in bench/explain-search.ts cannot show), on one connection: wall time per pass and the CPU time of
// PostgreSQL's backend and of this process. CPU time stays comparable on a machine whose throughput moves by 2×.
// `DATABASE_URL=postgres://…/<bench/seed-db.ts database> npx tsx --conditions=source bench/search-cpu.ts [count] [passes]`
import { readFileSync } from 'node:fs';
import { createDb } from '../apps/server/src/db/client.js';
import { findActiveListings } from '../apps/server/src/modules/listings/find-listings.js';
import { searchQueries } from './query-mix.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('usage: DATABASE_URL=postgres://…/<seeded database> tsx bench/search-cpu.ts [count] [passes]');
const [count = 150, passes = 3] = process.argv.slice(2).map(Number);
const { db, pool } = createDb(url, { max: 1 });
const searches = searchQueries(1000)
  .slice(0, count)
  .map((search) => {
    const params = Object.fromEntries(new URLSearchParams(search));
    return {
      ...params,
      page: Number(params.page ?? 1),
      limit: Number(params.limit ?? 20),
      ...(params.priceMin && { priceMin: Number(params.priceMin) }),
      ...(params.priceMax && { priceMax: Number(params.priceMax) }),
    } as Parameters<typeof findActiveListings>[1];
  });

const { pid } = (await pool.query('select pg_backend_pid() as pid')).rows[0] as { pid: number };
/** The backend's user + system CPU in ms (clock ticks of 10 ms). */
function backendCpuMs() {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function pass() {
  for (const search of searches) await findActiveListings(db, search);
}

await pass(); // warms the caches, the connection's prepared statements and the JIT
console.log(`${searches.length} most common searches of the mix, ${passes} passes:`);
for (let i = 0; i < passes; i++) {
  const backend = backendCpuMs();
  const own = process.cpuUsage();
  const start = performance.now();
  await pass();
  const wall = performance.now() - start;
  const node = process.cpuUsage(own);
  const perSearch = (ms: number) => (ms / searches.length).toFixed(2);
  console.log(
    `wall ${perSearch(wall)} ms per search; CPU per search: PostgreSQL ${perSearch(backendCpuMs() - backend)} ms, this process ${perSearch((node.user + node.system) / 1000)} ms`,
  );
}
await pool.end();
