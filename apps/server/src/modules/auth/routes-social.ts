import {
  ZAuthReply,
  ZSocialLinkRequest,
  ZSocialNextReply,
  ZSocialPhoneRequest,
  ZSocialProvider,
  ZSocialProvidersReply,
  ZSocialTicket,
} from '@gamesouq/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { askedLanguage } from '../../lib/request-language.js';
import { authRateLimit } from '../../lib/route-limits.js';
import { socialProvidersOf } from './social-providers.js';
import { continueSocialSignIn, finishSocialCallback, finishWithPhone, linkWithPassword, startSocialSignIn } from './social-sign-in.js';

const STATE_COOKIE = 'gs_social_state';
const ZProviderParams = z.object({ provider: ZSocialProvider });
const ZCallbackParams = z.record(z.string(), z.string()).optional();
/** The web screen that finishes a sign-in (apps/web auth/social): the ticket or the error travels in the fragment, out of logs. */
const FINISH_PAGE = '/auth/social';

const cookieOf = (request: FastifyRequest, name: string) =>
  (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];

/** Google and Apple sign-in by OpenID Connect (ADR 030). */
export const socialSignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = authRateLimit(app);
  const tags = ['auth'];
  const providers = new Map(socialProvidersOf(app.config).map((p) => [p.name, p]));
  const providerOf = (name: string) => {
    const provider = providers.get(name as never);
    if (!provider) throw new AppError('SOCIAL_PROVIDER_OFF');
    return provider;
  };
  const redirectUriOf = (request: FastifyRequest, name: string) =>
    `${(app.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '')}/api/auth/social/${name}/callback`;
  // Apple posts its callback from its own site: only a SameSite=None cookie comes along on that request.
  const stateCookie = (name: string, value: string, maxAge: number) =>
    `${STATE_COOKIE}=${value}; Path=/api/auth/social/${name}/callback; Max-Age=${maxAge}; HttpOnly; ${
      name === 'apple' ? 'SameSite=None; Secure' : 'SameSite=Lax'
    }`;
  const finishAt = (reply: FastifyReply, fragment: Record<string, string>) =>
    reply.redirect(`${FINISH_PAGE}#${new URLSearchParams(fragment)}`, 303);
  const finishContext = (request: FastifyRequest, ticket: string) => ({ secret: app.secret, ticket, ip: request.ip });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/api/auth/social/providers', { schema: { tags, response: { 200: ZSocialProvidersReply } } }, async () => ({
    providers: [...providers.keys()],
  }));

  // Browser navigations to and from the provider, not calls of the clients' API: out of its document.
  app.get('/api/auth/social/:provider/start', { config, schema: { hide: true, tags, params: ZProviderParams } }, async (request, reply) => {
    const provider = providerOf(request.params.provider);
    const { url, state } = await startSocialSignIn(app.db, { provider, redirectUri: redirectUriOf(request, provider.name) });
    reply.header('set-cookie', stateCookie(provider.name, state, 10 * 60));
    return reply.redirect(url, 302);
  });

  const callback = async (request: FastifyRequest<{ Params: { provider: string } }>, reply: FastifyReply) => {
    const provider = providerOf(request.params.provider);
    const params = { ...(request.query as Record<string, string>), ...((request.body as Record<string, string> | undefined) ?? {}) };
    const browserState = cookieOf(request, STATE_COOKIE);
    // The state is spent once its own callback arrives; a forged callback leaves the browser's sign-in alone.
    if (browserState && browserState === params.state) reply.header('set-cookie', stateCookie(provider.name, '', 0));
    try {
      const ticket = await finishSocialCallback(app.db, {
        provider,
        redirectUri: redirectUriOf(request, provider.name),
        params,
        browserState,
      });
      return finishAt(reply, { ticket });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      request.log.warn({ err: error.cause ?? error, provider: provider.name }, 'A social sign-in callback was refused');
      return finishAt(reply, { error: error.code });
    }
  };
  const callbackSchema = { hide: true, tags, params: ZProviderParams, querystring: ZCallbackParams, body: ZCallbackParams };
  const { body: _, ...getSchema } = callbackSchema;
  app.get('/api/auth/social/:provider/callback', { config, schema: getSchema }, callback);
  app.post('/api/auth/social/:provider/callback', { config, schema: callbackSchema }, callback);

  app.post(
    '/api/auth/social/continue',
    { config, schema: { tags, body: ZSocialTicket, response: { 200: ZSocialNextReply } } },
    async (request) => continueSocialSignIn(app.db, finishContext(request, request.body.ticket)),
  );

  app.post(
    '/api/auth/social/phone',
    { config, schema: { tags, body: ZSocialPhoneRequest, response: { 200: ZAuthReply } } },
    async (request) =>
      finishWithPhone(app.db, {
        ...finishContext(request, request.body.ticket),
        phone: request.body.phoneNumber,
        language: askedLanguage(request.headers),
      }),
  );

  app.post(
    '/api/auth/social/link',
    { config, schema: { tags, body: ZSocialLinkRequest, response: { 200: ZAuthReply } } },
    async (request) => linkWithPassword(app.db, { ...finishContext(request, request.body.ticket), password: request.body.password }),
  );
};
