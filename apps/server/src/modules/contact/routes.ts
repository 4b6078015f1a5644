import { ZContactRequest, ZDoneReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newId } from '../../lib/ids.js';
import { authRateLimit } from '../../lib/route-limits.js';
import { contactMessages } from './tables.js';

export const THANK_YOU = 'Thank you for your message! We will get back to you soon.';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    { config: authRateLimit(app), schema: { tags: ['contact'], body: ZContactRequest, response: { 201: ZDoneReply } } },
    async (request, reply) => {
      await app.db.insert(contactMessages).values({ id: newId(), ...request.body, userId: request.user?.id ?? null });
      reply.status(201);
      return { success: true as const, message: THANK_YOU, msg: THANK_YOU };
    },
  );
};
