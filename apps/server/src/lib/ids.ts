import { createHash, createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';

export const newId = () => randomUUID();

/** An unguessable token for URLs and bodies (256 bits). */
export const newToken = () => randomBytes(32).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmac = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('hex');

/** A uniformly random numeric code of `length` digits, leading zeros allowed. */
export const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');
