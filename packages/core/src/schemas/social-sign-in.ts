import { z } from 'zod';
import { V } from '../messages.js';
import { ZPhone } from './phone.js';

/** The sign-in providers of OpenID Connect the server can be configured with (ADR 030). */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export const ZSocialProvider = z.enum(SOCIAL_PROVIDERS);
export type TSocialProvider = z.output<typeof ZSocialProvider>;

/** The one-time ticket the provider's callback hands the browser, naming the proven provider account. */
export const ZSocialTicket = z.object({ ticket: z.string().min(1).max(200) });
export const ZSocialPhoneRequest = ZSocialTicket.extend({ phoneNumber: ZPhone });
export const ZSocialLinkRequest = ZSocialTicket.extend({
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(200),
});
