import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPushSender, type PushSender, resolveVapidKeys } from '../modules/notifications/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends Web Push to browsers with the server's VAPID keys (ADR 036); `publicKey` is what browsers subscribe with. */
    webPush: PushSender;
  }
}

/** The VAPID keys (settings, or generated once into DATA_DIR) and the sender that signs and encrypts with them. */
export default fp(
  async (app: FastifyInstance) => {
    const { VAPID_SUBJECT: subject, PUSH_SERVICE_HOSTS: allowedHosts } = app.config;
    app.decorate('webPush', createPushSender({ keys: await resolveVapidKeys(app.config), subject, allowedHosts }));
  },
  { name: 'web-push', dependencies: ['config'] },
);
