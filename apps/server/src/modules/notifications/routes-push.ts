import { ZDoneReply, ZPushPublicKeyReply, ZPushSubscription, ZPushSubscriptionReply } from '@gamesouq/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/require-user.js';
import { deletePushSubscription, savePushSubscription } from './push-subscriptions.js';
import { assertAllowedPushService } from './web-push.js';

const ZDevice = z.object({ id: z.string().min(1).max(64) });

/** Web Push (ADR 036): the key browsers subscribe with, and each signed-in device's subscription. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  app.get('/api/user/push/public-key', { schema: { tags, response: { 200: ZPushPublicKeyReply } } }, async (request) => {
    requireUser(request);
    return { success: true as const, publicKey: app.webPush.publicKey };
  });
  app.put(
    '/api/user/push/subscriptions',
    { schema: { tags, body: ZPushSubscription, response: { 200: ZPushSubscriptionReply } } },
    async (request) => {
      const userId = requireUser(request).id;
      assertAllowedPushService(request.body.endpoint, app.config.PUSH_SERVICE_HOSTS);
      return { success: true as const, id: await savePushSubscription(app.db, { userId, subscription: request.body }) };
    },
  );
  // A device another user subscribed is left alone (the reply is the same: nothing tells whether it exists).
  app.delete('/api/user/push/subscriptions/:id', { schema: { tags, params: ZDevice, response: { 200: ZDoneReply } } }, async (request) => {
    await deletePushSubscription(app.db, { userId: requireUser(request).id, id: request.params.id });
    return { success: true as const };
  });
};
