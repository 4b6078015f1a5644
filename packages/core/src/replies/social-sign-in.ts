import { z } from 'zod';
import { ZSocialProvider } from '../schemas/social-sign-in.js';
import { ZAuthReply } from './auth.js';

/** Which providers' buttons the sign-in screens show: only those the server has settings for. */
export const ZSocialProvidersReply = z.object({ providers: z.array(ZSocialProvider) });
export type TSocialProvidersReply = z.output<typeof ZSocialProvidersReply>;

/**
 * What a provider account proven by the callback needs next: nothing (it is linked: a session), a verified phone (a
 * first sign-in), or the password of the existing account with its e-mail (linked only once its owner signs in).
 */
export const ZSocialNextReply = z.union([
  ZAuthReply,
  z.object({ next: z.literal('phone'), provider: ZSocialProvider, name: z.string(), email: z.string().nullable() }),
  z.object({ next: z.literal('link'), provider: ZSocialProvider, email: z.string() }),
]);
export type TSocialNextReply = z.output<typeof ZSocialNextReply>;
