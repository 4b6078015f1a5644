// `npm start`: builds whatever is missing or older than its sources, then runs the server (API + web app on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(target)
      .filter((name) => name !== 'node_modules' && name !== 'dist')
      .map((name) => newest(path.join(target, name))),
  );
}

const parts = [
  { workspace: '@gamesouq/core', sources: ['packages/core/src', 'packages/core/package.json'], output: 'packages/core/dist/index.js' },
  { workspace: '@gamesouq/server', sources: ['apps/server/src', 'apps/server/package.json'], output: 'apps/server/dist/server.js' },
  {
    workspace: '@gamesouq/web',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/core/src'],
    output: 'apps/web/dist/index.html',
  },
];

for (const part of parts) {
  const output = path.join(root, part.output);
  const sourceTime = Math.max(...part.sources.map((s) => newest(path.join(root, s))));
  if (existsSync(output) && statSync(output).mtimeMs >= sourceTime) continue;
  console.log(`Building ${part.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
