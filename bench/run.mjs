// `npm run bench [-- <scenario>...] [--small] [--listings=100000,1000000]`: the anchors (pgbench, a bare Fastify
// route) and then each scenario in its own process, on the embedded PostgreSQL or on BENCH_DATABASE_URL's server.
// Scenarios: anchors, home, search, product, items (the listing scenarios, once per listing scale), checkout, checkout-card
// (paying by mada through the sandbox gateway), realtime, statements (the round trips of one checkout and one chat message),
// lighthouse (the web pages in Chromium), js-budget (builds the web app and prints each public page's initial
// JavaScript against issue 16's budget; no server, no anchors).
// The listing scenarios and js-budget build the web app first (the server draws the public pages with it).
// --small: 10,000 listings, 3 s per measurement and a fifth of the offered rates, for a quick look on a shared machine.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

// The figures are those of the Node.js the server runs on (.nvmrc, ADR 007): an older one on PATH would measure another server.
const nodeMajor = Number(readFileSync(path.join(import.meta.dirname, '../.nvmrc'), 'utf8').replace(/\D/g, ''));
if (Number(process.versions.node.split('.')[0]) < nodeMajor) {
  console.error(`npm run bench measures the server on Node.js ${nodeMajor} or newer; this is ${process.version}.`);
  process.exit(2);
}

const LISTING_SCENARIOS = ['home', 'search', 'product', 'items'];
const SCENARIOS = ['anchors', ...LISTING_SCENARIOS, 'statements', 'checkout', 'checkout-card', 'realtime', 'lighthouse', 'js-budget'];
const args = process.argv.slice(2);
const isSmall = args.includes('--small');
const scales = (args.find((a) => a.startsWith('--listings='))?.slice('--listings='.length) ?? (isSmall ? '10000' : '100000'))
  .split(',')
  .map(Number);
const named = args.filter((a) => !a.startsWith('--'));
const unknown = named.filter((a) => !SCENARIOS.includes(a));
if (unknown.length) {
  console.error(`Unknown scenario ${unknown.join(', ')}; the scenarios are ${SCENARIOS.join(', ')}.`);
  process.exit(2);
}
const chosen = named.length ? named : SCENARIOS;
const databaseUrl = process.env.BENCH_DATABASE_URL;
const env = {
  ...process.env,
  BENCH_SECONDS: process.env.BENCH_SECONDS ?? (isSmall ? '3' : '10'),
  BENCH_RATE_FACTOR: process.env.BENCH_RATE_FACTOR ?? (isSmall ? '0.2' : '1'),
};
delete env.DATABASE_URL;
if (databaseUrl) env.DATABASE_URL = databaseUrl;

function run(script, extra = {}) {
  console.log(
    `\n=== ${script} ${Object.values(extra).join(' ')} on ${databaseUrl ? databaseUrl.replace(/:[^:@/]*@/, ':***@') : 'the embedded PostgreSQL'}`,
  );
  const result = spawnSync('npx', ['tsx', '--conditions=source', path.join(import.meta.dirname, script)], {
    stdio: 'inherit',
    env: { ...env, ...extra },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const listingScenarios = chosen.filter((s) => LISTING_SCENARIOS.includes(s));
if (chosen.includes('js-budget') || listingScenarios.length) {
  // The production bundle, as `npm start` builds it (vitest or a shell may have set another NODE_ENV): its size is
  // the budget's, and the listing scenarios' server draws the public pages with it.
  const build = spawnSync('npm', ['run', 'build', '-w', '@gamesouq/web'], { stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (chosen.includes('js-budget')) run('web/initial-js.ts');
if (chosen.every((s) => s === 'js-budget')) process.exit(0);

// The server as `npm start` runs it: compiled, with the shared package it imports.
const serverBuild = spawnSync('npm', ['run', 'build', '-w', '@gamesouq/core', '-w', '@gamesouq/server'], { stdio: 'inherit', env });
if (serverBuild.status !== 0) process.exit(serverBuild.status ?? 1);

// The anchors come first in every run that measures the server: the other figures are read against them.
run('anchors.ts');
if (listingScenarios.length) {
  for (const listings of scales) run('listings.ts', { BENCH_LISTINGS: String(listings), BENCH_ONLY: listingScenarios.join(',') });
}
if (chosen.includes('statements')) run('statements.ts');
if (chosen.includes('checkout')) run('checkout.ts');
if (chosen.includes('checkout-card')) run('checkout-card.ts');
if (chosen.includes('realtime')) run('realtime.ts');
if (chosen.includes('lighthouse')) run('lighthouse.ts');
