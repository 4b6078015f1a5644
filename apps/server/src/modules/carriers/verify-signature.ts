import { createHmac, timingSafeEqual } from 'node:crypto';

/** The webhook's signature: HMAC-SHA256 of the raw body with the shared secret, in hex. */
export const signBody = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

export function isSignedBy(secret: string | undefined, { body, signature }: { body: string; signature: string | undefined }) {
  if (!secret || !signature) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  const given = Buffer.from(signature.replace(/^sha256=/, ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
