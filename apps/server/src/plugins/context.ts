import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Messenger } from '../lib/messaging.js';
import type { Storage } from '../lib/storage/index.js';

export type AppContext = { config: Config; db: Db; messenger: Messenger; secret: string; storage: Storage };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    messenger: Messenger;
    /** Signs access tokens and one-time code hashes. */
    secret: string;
    /** Where uploads are kept: this machine's disk or a bucket shared by every instance (ADR 029). */
    storage: Storage;
  }
}

/** Makes the settings, the database, the messenger and the uploads' store reachable from every route and plugin. */
export default fp(
  async (app: FastifyInstance, context: AppContext) => {
    app.decorate('config', context.config);
    app.decorate('db', context.db);
    app.decorate('messenger', context.messenger);
    app.decorate('secret', context.secret);
    app.decorate('storage', context.storage);
  },
  { name: 'config' },
);
