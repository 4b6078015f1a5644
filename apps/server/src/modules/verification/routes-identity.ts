import { ZIdentityVerificationReply, ZIdentityVerificationRequest, ZSandboxIdentityAnswer } from '@gamesouq/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { requireUser } from '../../lib/require-user.js';
import type { IdentityProvider } from './identity-provider.js';
import { identityVerificationOf, startIdentityVerification } from './identity-verification.js';
import { nafathIdentity } from './nafath-identity.js';
import { sandboxIdentity } from './sandbox-identity.js';
import { renderSandboxIdentityPage } from './sandbox-identity-page.js';

const ZTransaction = z.object({ transactionId: z.string().uuid() });
const ZLang = z.object({ lang: z.enum(['ar', 'en']).optional() });

/** A user proves their identity with the identity provider of the settings (ADR 041); with the sandbox, its app page. */
export const identityVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const sandbox = config.ID_VERIFICATION_PROVIDER === 'sandbox' ? sandboxIdentity() : null;
  const provider: IdentityProvider =
    sandbox?.provider ??
    nafathIdentity({
      apiUrl: config.NAFATH_API_URL,
      appId: config.NAFATH_APP_ID ?? '',
      appKey: config.NAFATH_APP_KEY ?? '',
      service: config.NAFATH_SERVICE,
    });
  const context = { provider, secret: app.secret };
  const tags = ['users'];

  app.get('/api/user/identity-verification', { schema: { tags, response: { 200: ZIdentityVerificationReply } } }, async (request) =>
    identityVerificationOf(app.db, context, requireUser(request).id),
  );

  app.post(
    '/api/user/identity-verification',
    // At most IDENTITY_STARTS_PER_HOUR starts per user, counted by the service.
    { schema: { tags, body: ZIdentityVerificationRequest, response: { 201: ZIdentityVerificationReply } } },
    async (request, reply) => {
      const user = requireUser(request);
      const verification = await startIdentityVerification(app.db, context, {
        userId: user.id,
        nationalId: request.body.nationalId,
        language: requestLanguage(request.headers),
      });
      reply.status(201);
      return verification;
    },
  );

  if (!sandbox) return;
  // The sandbox's stand-in for the Nafath app: a page of its own, out of the API's document.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const find = (transactionId: string) => {
    const found = sandbox.find(transactionId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  };
  const languageOf = (lang: 'ar' | 'en' | undefined, headers: FastifyRequest['headers']) => lang ?? requestLanguage(headers);
  app.get(
    '/identity/sandbox/:transactionId',
    { schema: { hide: true, params: ZTransaction, querystring: ZLang } },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderSandboxIdentityPage(find(request.params.transactionId), languageOf(request.query.lang, request.headers))),
  );
  app.post(
    '/identity/sandbox/:transactionId',
    { schema: { hide: true, params: ZTransaction, querystring: ZLang, body: ZSandboxIdentityAnswer } },
    async (request, reply) => {
      find(request.params.transactionId);
      sandbox.answer(request.params.transactionId, String(request.body.number));
      return reply.redirect(
        `/identity/sandbox/${request.params.transactionId}${request.query.lang ? `?lang=${request.query.lang}` : ''}`,
        303,
      );
    },
  );
};
