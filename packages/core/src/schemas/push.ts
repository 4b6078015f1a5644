import { z } from 'zod';
import { V } from '../messages.js';

/** A key in base64url (padded or not) of a fixed size; its pattern says the size, so that no decoding is needed here. */
const key = (pattern: RegExp) => z.string({ error: V.pushSubscriptionInvalid }).regex(pattern, V.pushSubscriptionInvalid);

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (ADR 036): its endpoint and the keys each push
 * is encrypted to, an uncompressed P-256 point (65 bytes) and a 16-byte auth secret.
 */
export const ZPushSubscription = z
  .object({
    endpoint: z.url({ protocol: /^https?$/, error: V.pushSubscriptionInvalid }).max(2000, V.pushSubscriptionInvalid),
    expirationTime: z.number().nullish(),
    // 65 bytes starting 0x04 are 87 characters starting B; 16 bytes are 22 characters.
    keys: z.object({ p256dh: key(/^B[A-Za-z0-9_-]{86}=?$/), auth: key(/^[A-Za-z0-9_-]{22}(==)?$/) }, { error: V.pushSubscriptionInvalid }),
  })
  .meta({
    examples: [
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/dGVzdC1kZXZpY2U6QVBBOTFiRw',
        expirationTime: null,
        keys: {
          p256dh: 'BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4',
          auth: 'BTBZMqHH6r4Tts7J_aSIgg',
        },
      },
    ],
  });
export type TPushSubscription = z.output<typeof ZPushSubscription>;
