import { z } from 'zod';

/** The server's VAPID public key (base64url): the browser subscribes to push with it as `applicationServerKey`. */
export const ZPushPublicKeyReply = z.object({ success: z.literal(true), publicKey: z.string() });
export type TPushPublicKeyReply = z.output<typeof ZPushPublicKeyReply>;

/** A device's subscription saved: its id, the SHA-256 of its endpoint in base64url (DELETE …/push/subscriptions/:id). */
export const ZPushSubscriptionReply = z.object({ success: z.literal(true), id: z.string() });
export type TPushSubscriptionReply = z.output<typeof ZPushSubscriptionReply>;
