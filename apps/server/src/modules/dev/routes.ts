import { normalizePhone } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The dev outbox of design §3: only registered when the messenger keeps one, which it never does in production. */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.messenger.outbox;
  if (!outbox) return;
  app.get('/api/dev/outbox', { schema: { hide: true, querystring: z.object({ to: z.string().max(200).optional() }) } }, async (request) => {
    // A + in a query string arrives as a space, so phone numbers are compared in their normal form.
    const raw = request.query.to?.trim().toLowerCase();
    const to = raw ? (normalizePhone(raw) ?? raw) : undefined;
    const messages = outbox.filter((m) => !to || m.to.toLowerCase() === to);
    return { messages: [...messages].reverse() };
  });
};
