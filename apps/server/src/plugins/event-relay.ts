import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startEventRelay } from '../modules/events/index.js';

/**
 * Moves the events this instance's changes record into the job queue (ADR 060), whether or not the instance runs
 * jobs; it stops before the database does.
 */
export default fp(
  async (app: FastifyInstance) => {
    const relay = startEventRelay(app.db, (line) => app.log.warn(line));
    app.addHook('preClose', () => relay.stop());
  },
  { name: 'event-relay' },
);
