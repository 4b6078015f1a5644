import { sarToHalalas, ZCounterOffer, ZMakeOffer, ZOfferReply, ZOffersQuery, ZOffersReply } from '@gamesouq/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../lib/require-user.js';
import { acceptOffer, counterOffer, declineOffer, makeOffer } from './answer-offers.js';
import { listOffers } from './offer-views.js';

const ZOfferId = z.object({ id: z.string().min(1).max(64) });

/** Offers (issue 20): a buyer offers, the party whose turn it is accepts, declines or counters. */
export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['offers'];
  const { OFFER_EXPIRY_HOURS: expiryHours, OFFER_RESERVATION_HOURS: reservationHours } = app.config;
  // One hourly budget of offers and counters per account (in the rate-limit plugin's store: Redis with REDIS_URL).
  const limit = app.createRateLimit({
    max: app.config.OFFER_RATE_LIMIT_PER_HOUR,
    timeWindow: 3_600_000,
    keyGenerator: (request) => `offers:${requireUser(request).id}`,
  });
  const spend = async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) throw new AppError('RATE_LIMITED', undefined, { retryAfter: result.ttlInSeconds });
  };
  const reply = <T>(offer: T) => ({ success: true as const, offer });

  app.get('/api/user/offers', { schema: { tags, querystring: ZOffersQuery, response: { 200: ZOffersReply } } }, async (request) => ({
    success: true as const,
    offers: await listOffers(app.db, { userId: requireUser(request).id, listingId: request.query.productId }),
  }));
  app.post('/api/user/offers', { schema: { tags, body: ZMakeOffer, response: { 200: ZOfferReply } } }, async (request) => {
    await spend(request);
    const { productId, price } = request.body;
    return reply(
      await makeOffer(app.db, { buyerId: requireUser(request).id, listingId: productId, priceHalalas: sarToHalalas(price), expiryHours }),
    );
  });
  app.post(
    '/api/user/offers/:id/counter',
    { schema: { tags, params: ZOfferId, body: ZCounterOffer, response: { 200: ZOfferReply } } },
    async (request) => {
      await spend(request);
      const priceHalalas = sarToHalalas(request.body.price);
      return reply(await counterOffer(app.db, { offerId: request.params.id, userId: requireUser(request).id, priceHalalas, expiryHours }));
    },
  );
  app.post('/api/user/offers/:id/accept', { schema: { tags, params: ZOfferId, response: { 200: ZOfferReply } } }, async (request) =>
    reply(await acceptOffer(app.db, { offerId: request.params.id, userId: requireUser(request).id, reservationHours })),
  );
  app.post('/api/user/offers/:id/decline', { schema: { tags, params: ZOfferId, response: { 200: ZOfferReply } } }, async (request) =>
    reply(await declineOffer(app.db, { offerId: request.params.id, userId: requireUser(request).id })),
  );
};
