// Benchmark: Lighthouse performance and accessibility scores (mobile emulation, simulated slow 4G and 4x CPU slowdown)
// of the landing, home, product and seller pages, as a visitor and signed in, served by the production build on a
// fresh database with demo data, and the initial JavaScript of each route, gzipped. `npm run bench lighthouse`;
// BENCH_RUNS sets the runs per page; every run's report is kept (JSON, to open in the Lighthouse viewer) in
// LIGHTHOUSE_REPORTS, by default `lighthouse/<date>` under DATA_DIR or the system's temporary folder.
// BENCH_BASE_URL audits a server already running with the demo data instead of building and starting one.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildForProduction, startDemoServer } from '../e2e/support/demo-server.js';
import { printInitialLoads } from './web/initial-js.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS =
  process.env.LIGHTHOUSE_REPORTS ??
  path.join(process.env.DATA_DIR ?? os.tmpdir(), 'lighthouse', new Date().toISOString().replace(/[:.]/g, '-'));
const BUYER = { emailOrPhone: 'buyer@gamesouq.sa', password: 'Buyer#2026' };
const RUNNING = process.env.BENCH_BASE_URL;

if (!RUNNING) buildForProduction();
printInitialLoads();

const server = RUNNING ? { baseUrl: RUNNING.replace(/\/$/, ''), stop: async () => {} } : await startDemoServer();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox'],
});
try {
  const login = await fetch(`${server.baseUrl}/api/user/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BUYER),
  });
  const session = (await login.json()) as { access_token: string; refresh_token?: string; user: { id: string } };
  const home = await fetch(`${server.baseUrl}/api/ads/home?page=1&limit=1`);
  const [ad] = ((await home.json()) as { ads: { id: string; user_id: string }[] }).ads;
  if (!session.access_token || !ad) throw new Error('The demo data has no buyer session or no listing');
  const pages = [
    ['/ (landing)', '/'],
    ['/home', '/home'],
    ['/product/{id}', `/product/${ad.id}`],
    ['/sellers/{id}', `/sellers/${ad.user_id}`],
  ] as const;

  const rows = [];
  for (const [name, url] of pages) rows.push(await audit(`${name} visitor`, `${server.baseUrl}${url}`));
  // The keys apps/web/src/lib/session.ts reads; Lighthouse clears caches between runs but keeps localStorage.
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${server.baseUrl}/auth`);
  await page.evaluate((s) => {
    localStorage.setItem('authToken', s.access_token);
    if (s.refresh_token) localStorage.setItem('refreshToken', s.refresh_token);
    localStorage.setItem('user', JSON.stringify(s.user));
    localStorage.setItem('userId', s.user.id);
  }, session);
  await page.close();
  await browser.disconnect();
  for (const [name, url] of pages) rows.push(await audit(`${name} signed-in buyer`, `${server.baseUrl}${url}`));

  console.log(`\nReports in ${REPORTS}`);

  console.log(`\nLighthouse ${RUNS === 1 ? 'single run' : `median of ${RUNS} runs`}, mobile emulation, Chromium headless`);
  console.log('| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.name} | ${r.performance} | ${r.accessibility} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls} |`);
} finally {
  chrome.kill();
  await server.stop();
}

async function audit(name: string, url: string) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouseReport(url);
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(path.join(REPORTS, `${name.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${i + 1}.json`), JSON.stringify(lhr));
    if (lhr.finalDisplayedUrl !== url) throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}`);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failed = lhr.categories.accessibility!.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0);
    if (failed.length) console.log(`${name}: accessibility audits failed: ${failed.map((ref) => ref.id).join(', ')}`);
    runs.push({
      name,
      performance: Math.round(lhr.categories.performance!.score! * 100),
      accessibility: Math.round(lhr.categories.accessibility!.score! * 100),
      fcp: Math.round(metric('first-contentful-paint')),
      lcp: Math.round(metric('largest-contentful-paint')),
      tbt: Math.round(metric('total-blocking-time')),
      cls: metric('cumulative-layout-shift').toFixed(3),
    });
  }
  // The run with the median performance score, as Lighthouse's own guidance on variability suggests.
  return runs.sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
}

async function lighthouseReport(url: string) {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] }))?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    // Headless Chromium now and then loses the trace of a load (NO_NAVSTART): one more try before giving up.
    if (attempt === 2) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
  }
}
