/**
 * An offer's life (issue 20): the buyer's `pending` offer waits for the seller, a seller's counter (`countered`)
 * waits for the buyer; either side's acceptance reserves the item for the buyer (`accepted`), whose checkout makes it
 * `purchased`. An unanswered offer `expired`; an accepted one not bought in time `lapsed`.
 */
export const OFFER_STATUSES = ['pending', 'countered', 'accepted', 'declined', 'expired', 'purchased', 'lapsed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What a message of the chat thread says happened to the offer. */
export const OFFER_ACTIONS = ['offered', 'countered', 'accepted', 'declined', 'auto_declined', 'expired', 'lapsed'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** Whose answer an open offer waits for; null once it is closed. */
export function offerTurn(status: OfferStatus): 'buyer' | 'seller' | null {
  return status === 'pending' ? 'seller' : status === 'countered' ? 'buyer' : null;
}
