import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../server.ts');
/** What `npm start` runs: the server compiled by `npm run build -w @gamesouq/server`. */
const builtServerEntry = path.resolve(import.meta.dirname, '../../dist/server.js');
// tsx as a loader inside this one process (its CLI would run the server in a child that SIGKILL could not reach).
const tsxLoader = import.meta.resolve('tsx');

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string) {
  // A cold start compiles the server from source: on a loaded machine that alone has taken over a minute.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server process exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server process did not become healthy:\n${output()}`);
}

/**
 * The server as its own operating-system process on `env`'s settings and a free port: `src/server.ts` through tsx,
 * or with `isBuilt` the compiled `dist/server.js` that `npm start` runs (the benches, whose time and memory are those
 * of the server users get; a source loader adds its own).
 */
/** For a test or hook that starts server processes: each compiles the server from source, a minute on a busy machine. */
export const SERVER_PROCESS_TIMEOUT_MS = 120_000;

const KEPT_OUTPUT_CHARS = 1024 * 1024;

export async function startServerProcess(env: Record<string, string>, { isBuilt = false } = {}) {
  if (isBuilt && !existsSync(builtServerEntry)) {
    throw new Error(`${builtServerEntry} is missing: run \`npm run build -w @gamesouq/core -w @gamesouq/server\` first.`);
  }
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const entry = isBuilt ? [builtServerEntry] : ['--import', tsxLoader, '--conditions=source', serverEntry];
  const child = spawn(process.execPath, entry, {
    env: { ...process.env, NODE_ENV: 'test', DEMO_DATA: 'false', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its last megabyte or two: a bench's server logs every request, tens of megabytes and more over a run.
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
    if (output.length > 2 * KEPT_OUTPUT_CHARS) output = output.slice(-KEPT_OUTPUT_CHARS);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    port,
    pid: child.pid!,
    /** Resolves when the process has ended, with its exit code and the time it ended. */
    exited,
    /** What it wrote to stdout and stderr: the last 1 to 2 million characters. */
    output: () => output,
    /** Sends `signal` without waiting for the process to end. */
    signal: (signal: NodeJS.Signals) => child.kill(signal),
    /** SIGTERM (a graceful shutdown) by default; SIGKILL is a crash. */
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
