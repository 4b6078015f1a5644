// `npm test`: every test (core rules, web widgets and hooks, API against PostgreSQL, browser journeys) in one vitest run,
// closing with the line `N passed, N failed` that CI reads.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The server tests' global setup runs outside Vite's 'source' condition and loads the shared rules from their build.
const core = spawnSync('npm', ['run', 'build', '-w', '@gamesouq/core'], { stdio: 'inherit' });
if (core.status !== 0) {
  console.log('0 passed, 1 failed');
  process.exit(1);
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'gamesouq-vitest-'));
const report = path.join(dir, 'report.json');
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
let passed = 0;
let failed = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed = json.numPassedTests;
  failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) + (json.success === false && json.numFailedTests === 0 ? 1 : 0);
  // CI keeps only the end of the output: the failures are named again here, beside the closing line.
  for (const file of json.testResults) {
    const where = path.relative(process.cwd(), file.name);
    if (file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed')) {
      console.log(`FAILED ${where}: ${(file.message ?? '').split('\n')[0]}`);
    }
    for (const test of file.assertionResults) {
      if (test.status === 'failed') {
        console.log(`FAILED ${where} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`);
      }
    }
  }
} catch {
  failed = 1;
}
rmSync(dir, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
process.exit(result.status === 0 && failed === 0 ? 0 : 1);
