import { RELATED_LIMIT } from '@gamesouq/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replyTag } from '../../lib/reply-tags.js';
import { sendKeptJson } from '../../lib/send-cached-reply.js';
import { findRelatedListings } from './find-listings.js';
import { getVisibleListing } from './get-listing.js';

/**
 * A listing as a visitor sees it is the same for every visitor (no favourite of theirs, no owner's or admin's
 * details): it is kept in the shared cache of product replies (ADR 049), by route, as that route serializes it. An
 * unknown or hidden listing throws its 404 to every request waiting for it and is not kept. It is kept until the
 * listing, its seller or its catalogue item (the offers' count and lowest price it shows) changes (ADR 059).
 */
export function sendSharedProduct(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, id: string) {
  return sendKeptJson(
    app.listingReplies.products,
    request,
    reply,
    `${request.routeOptions.url}|${id}`,
    () => getVisibleListing(app.db, { id, viewer: null }),
    (ad) => [replyTag.listing(ad.id), replyTag.seller(ad.user_id), ...(ad.catalogueItemId ? [replyTag.item(ad.catalogueItemId)] : [])],
  );
}

/**
 * The listings shown under a product to a visitor, shared as its reply is: kept until the product (what it is related
 * by) or one of them changes. A listing newly put on sale joins them when they are next drawn (ADR 059).
 */
export function sendSharedRelated(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, id: string) {
  return sendKeptJson(
    app.listingReplies.products,
    request,
    reply,
    `${request.routeOptions.url}|${id}`,
    async () => ({ ads: await findRelatedListings(app.db, { listingId: id, limit: RELATED_LIMIT, viewerId: undefined }) }),
    ({ ads }) => [replyTag.listing(id), ...ads.flatMap((ad) => [replyTag.listing(ad.id), replyTag.seller(ad.user_id)])],
  );
}
