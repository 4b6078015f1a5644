import { writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from '../e2e/support/demo-server.js';

const server = await startDemoServer();
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  for (const [name, p] of [['landing', '/']] as const) {
    const lhr = (await lighthouse(`${server.baseUrl}${p}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] }))!.lhr;
    writeFileSync(`/tmp/perf/lhr-${name}.json`, JSON.stringify(lhr));
    console.log(name, lhr.categories.performance!.score);
  }
} finally {
  chrome.kill();
  await server.stop();
}
