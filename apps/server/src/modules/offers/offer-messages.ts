import { halalasToSar, type OfferAction } from '@gamesouq/core';
import type { Tx } from '../../db/client.js';
import { postOfferMessage } from '../chat/index.js';
import { recordEvent } from '../events/index.js';
import type { offers } from './tables.js';

type Offer = typeof offers.$inferSelect;

/** The words an offer message keeps as its text (the conversation list's preview, clients without offer cards). */
const TEXTS: Record<OfferAction, (price: string) => string> = {
  offered: (price) => `Offer: ${price} SAR`,
  countered: (price) => `Counter-offer: ${price} SAR`,
  accepted: (price) => `Offer accepted at ${price} SAR`,
  declined: () => 'Offer declined',
  auto_declined: () => 'Offer declined: below the seller’s minimum',
  expired: () => 'Offer expired without an answer',
  lapsed: () => 'The reserved item was not bought in time',
};

/**
 * Tells of an offer's change in its chat thread (a structured message from `senderId`) and records the event that
 * delivers the message and notifies the other party, all in the caller's transaction.
 */
export async function tellOffer(tx: Tx, offer: Offer, { action, senderId }: { action: OfferAction; senderId: string }) {
  const messageId = await postOfferMessage(tx, {
    conversationId: offer.conversationId,
    senderId,
    offerId: offer.id,
    action,
    priceHalalas: offer.priceHalalas,
    text: TEXTS[action](halalasToSar(offer.priceHalalas).toFixed(2)),
  });
  await recordEvent(tx, { type: 'offer_changed', offerId: offer.id, messageId, action, actorId: senderId });
}
