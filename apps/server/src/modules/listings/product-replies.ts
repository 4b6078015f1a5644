import { RELATED_LIMIT } from '@gamesouq/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendKeptJson } from '../../lib/send-cached-reply.js';
import { findRelatedListings } from './find-listings.js';
import { getVisibleListing } from './get-listing.js';

/**
 * A listing as a visitor sees it is the same for every visitor (no favourite of theirs, no owner's or admin's
 * details): it is kept in the shared cache of product replies (ADR 049), by route, as that route serializes it. An
 * unknown or hidden listing throws its 404 to every request waiting for it and is not kept.
 */
export function sendSharedProduct(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, id: string) {
  return sendKeptJson(app.listingReplies.products, request, reply, `${request.routeOptions.url}|${id}`, () =>
    getVisibleListing(app.db, { id, viewer: null }),
  );
}

/** The listings shown under a product to a visitor, shared as its reply is. */
export function sendSharedRelated(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, id: string) {
  return sendKeptJson(app.listingReplies.products, request, reply, `${request.routeOptions.url}|${id}`, async () => ({
    ads: await findRelatedListings(app.db, { listingId: id, limit: RELATED_LIMIT, viewerId: undefined }),
  }));
}
