import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** Builds the app as `npm start` does, in production mode whatever NODE_ENV the caller runs with. */
export function buildForProduction() {
  // vitest sets NODE_ENV=test, which would give the web bundle React's development build.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error('npm run build failed');
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function psql(url: string, statement: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const result = spawnSync('psql', [admin.toString(), '-v', 'ON_ERROR_STOP=1', '-qc', statement], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('The server did not become healthy in time');
}

/**
 * Runs the built server on a fresh database with demo data, as a separate process: the embedded PostgreSQL,
 * or a new database on DATABASE_URL's server when it is set; `settings` are added to its environment.
 */
export async function startDemoServer(settings: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'gamesouq-e2e-'));
  chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
    ...settings,
  };
  let database: string | undefined;
  if (process.env.DATABASE_URL) {
    database = `gs_e2e_${randomBytes(5).toString('hex')}`;
    psql(process.env.DATABASE_URL, `create database ${database}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const port = await freePort();
  env.PORT = String(port);
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server);

  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
      if (database && process.env.DATABASE_URL) psql(process.env.DATABASE_URL, `drop database if exists ${database} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
