// The search mix's queries one by one, as the server asks them, under EXPLAIN (ANALYZE, BUFFERS): per search, the
// statements findActiveListings sends, their planning + execution time and shared buffers (hit + read). Plan times
// and buffer counts stay meaningful on a loaded machine where wall-clock throughput does not.
// `DATABASE_URL=postgres://…/<seeded database> npx tsx --conditions=source bench/explain-search.ts [count] [--plans]`
// (seed the database with bench/seed-db.ts). Prints the slowest searches first and the mix's total.
import type pg from 'pg';
import { createDb } from '../apps/server/src/db/client.js';
import { findActiveListings } from '../apps/server/src/modules/listings/find-listings.js';
import { searchQueries } from './query-mix.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('usage: DATABASE_URL=postgres://…/<seeded database> tsx bench/explain-search.ts [count] [--plans]');
const count = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 100);
const isPrintingPlans = process.argv.includes('--plans');
/** `--only=<text>`: the searches of the mix whose query string contains it. */
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const { db, pool } = createDb(url, { max: 1 });

type Statement = { text: string; values: unknown[] };
const captured: Statement[] = [];
const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<pg.QueryResult>;
// Records each statement the search sends (and still runs it, so the search goes on as in the server).
(pool as unknown as { query: unknown }).query = (first: unknown, second?: unknown) => {
  if (typeof first === 'string') captured.push({ text: first, values: (second as unknown[]) ?? [] });
  else if (first && typeof first === 'object' && 'text' in first) {
    const config = first as { text: string; values?: unknown[] };
    captured.push({ text: config.text, values: (second as unknown[]) ?? config.values ?? [] });
  }
  return query(first, second);
};

type Plan = { 'Planning Time': number; 'Execution Time': number; Plan: { 'Shared Hit Blocks': number; 'Shared Read Blocks': number } };
async function explain(statement: Statement) {
  const result = await query(`explain (analyze, buffers, format json) ${statement.text}`, statement.values);
  const plan = (result.rows[0] as { 'QUERY PLAN': Plan[] })['QUERY PLAN'][0]!;
  if (isPrintingPlans) {
    const text = await query(`explain (analyze, buffers) ${statement.text}`, statement.values);
    console.log((text.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n'));
  }
  return {
    ms: plan['Planning Time'] + plan['Execution Time'],
    buffers: plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'],
  };
}

const queries = searchQueries(1000);
const results: { search: string; ms: number; buffers: number; statements: number }[] = [];
const picked = only ? queries.filter((search) => decodeURIComponent(search.replaceAll('+', ' ')).includes(only)) : queries;
for (const search of picked.slice(0, count)) {
  const params = Object.fromEntries(new URLSearchParams(search));
  captured.length = 0;
  await findActiveListings(db, {
    ...params,
    page: Number(params.page ?? 1),
    limit: Number(params.limit ?? 20),
    ...(params.priceMin && { priceMin: Number(params.priceMin) }),
    ...(params.priceMax && { priceMax: Number(params.priceMax) }),
  } as Parameters<typeof findActiveListings>[1]);
  const statements = captured.filter((statement) => /^\s*(with|select)/i.test(statement.text) && !/search_synonyms/.test(statement.text));
  let ms = 0;
  let buffers = 0;
  for (const statement of statements) {
    if (isPrintingPlans) console.log(`\n--- ${decodeURIComponent(search)}`);
    const cost = await explain(statement);
    ms += cost.ms;
    buffers += cost.buffers;
  }
  results.push({ search: decodeURIComponent(search.replaceAll('+', ' ')), ms, buffers, statements: statements.length });
}

// The mix's weight of each search (Zipf over all 1,000): the expected plan time of one request of the mix.
const weights = queries.map((_, k) => 1 / (k + 1));
const weightOf = (index: number) => weights[index]! / weights.slice(0, count).reduce((a, b) => a + b, 0);
const weighted = results.reduce((sum, result, index) => sum + result.ms * weightOf(index), 0);
const sorted = [...results].sort((a, b) => b.ms - a.ms);
console.log('| search | plan + execution ms | shared buffers | statements |');
console.log('|---|---:|---:|---:|');
for (const result of sorted) console.log(`| ${result.search} | ${result.ms.toFixed(1)} | ${result.buffers} | ${result.statements} |`);
console.log(
  `\n${results.length} searches: total ${results.reduce((a, r) => a + r.ms, 0).toFixed(0)} ms, Zipf-weighted mean ${weighted.toFixed(1)} ms per request`,
);
await pool.end();
