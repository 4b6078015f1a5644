import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Messenger } from '../lib/messaging.js';

export type AppContext = { config: Config; db: Db; messenger: Messenger; secret: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    messenger: Messenger;
    /** Signs access tokens and one-time code hashes. */
    secret: string;
  }
}

/** Makes the settings, the database and the messenger reachable from every route and plugin. */
export default fp(
  async (app: FastifyInstance, context: AppContext) => {
    app.decorate('config', context.config);
    app.decorate('db', context.db);
    app.decorate('messenger', context.messenger);
    app.decorate('secret', context.secret);
  },
  { name: 'config' },
);
