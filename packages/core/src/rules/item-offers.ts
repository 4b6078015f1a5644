import { SELLER_LEVELS, type SellerLevel } from './seller-levels.js';

/**
 * Offers of one catalogue item (issue 22): their group, their total to a buyer and the published rule of the best
 * offer per group. The server ranks with these; the web shows the same rule.
 */

export const CATALOGUE_ITEM_KINDS = ['game', 'device', 'gift_card'] as const;
export type CatalogueItemKind = (typeof CATALOGUE_ITEM_KINDS)[number];

export const OFFER_GROUPS = ['new', 'used', 'digital'] as const;
export type OfferGroup = (typeof OFFER_GROUPS)[number];

/** How the offer reaches the buyer: a code or service online, handed over in the seller's city, or shipped. */
export type OfferDelivery = 'instant' | 'pickup' | 'shipping';

export type OfferFacts = {
  id: string;
  type: string;
  condition: string;
  /** What the buyer pays for one, after the discount, in halalas. */
  priceHalalas: number;
  /** The shipping the cart charges (null is free). */
  shippingHalalas: number | null;
  deliveryType: string;
  city: string;
  sellerRole: string;
  sellerVerified: boolean;
  /** Last night's level of the seller (issue 20, rules/seller-levels.ts). */
  sellerLevel: SellerLevel;
  createdAt: string;
};

export type RankedOffer<T extends OfferFacts> = T & {
  group: OfferGroup;
  delivery: OfferDelivery;
  shippingToBuyerHalalas: number;
  totalHalalas: number;
  /** False when the offer is handed over only, in another city than the buyer's. */
  isReachable: boolean;
  isBest: boolean;
};

export function offerGroupOf(offer: Pick<OfferFacts, 'type' | 'condition'>): OfferGroup {
  if (offer.type !== 'physical') return 'digital';
  return offer.condition === 'new' ? 'new' : 'used';
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The total to the buyer as the cart charges it: the price plus the listing's shipping when shipped, nothing more
 * when handed over or delivered online. Without a city every hand-over counts as reachable; with one, only in it.
 */
export function offerTotalToBuyer(
  offer: Pick<OfferFacts, 'type' | 'priceHalalas' | 'shippingHalalas' | 'deliveryType' | 'city'>,
  { buyerCity }: { buyerCity?: string },
) {
  if (offer.type !== 'physical') {
    return { delivery: 'instant' as const, shippingToBuyerHalalas: 0, totalHalalas: offer.priceHalalas, isReachable: true };
  }
  const canPickUp = offer.deliveryType !== 'shipping' && (!buyerCity || sameCity(buyerCity, offer.city));
  if (canPickUp) return { delivery: 'pickup' as const, shippingToBuyerHalalas: 0, totalHalalas: offer.priceHalalas, isReachable: true };
  if (offer.deliveryType !== 'hand') {
    const shipping = offer.shippingHalalas ?? 0;
    return {
      delivery: 'shipping' as const,
      shippingToBuyerHalalas: shipping,
      totalHalalas: offer.priceHalalas + shipping,
      isReachable: true,
    };
  }
  return { delivery: 'pickup' as const, shippingToBuyerHalalas: 0, totalHalalas: offer.priceHalalas, isReachable: false };
}

const DELIVERY_SPEED: Record<OfferDelivery, number> = { instant: 0, pickup: 1, shipping: 2 };

/**
 * Each group's offers, best first: reachable before unreachable, then the lowest total, then the higher seller level,
 * then the faster delivery (online, hand-over, shipping), then the older offer. The first reachable offer of each
 * group is its best offer.
 */
export function rankOffers<T extends OfferFacts>(offers: T[], { buyerCity }: { buyerCity?: string } = {}) {
  const ranked: RankedOffer<T>[] = offers.map((offer) => ({
    ...offer,
    ...offerTotalToBuyer(offer, { buyerCity }),
    group: offerGroupOf(offer),
    isBest: false,
  }));
  ranked.sort(
    (a, b) =>
      Number(b.isReachable) - Number(a.isReachable) ||
      a.totalHalalas - b.totalHalalas ||
      SELLER_LEVELS.indexOf(b.sellerLevel) - SELLER_LEVELS.indexOf(a.sellerLevel) ||
      DELIVERY_SPEED[a.delivery] - DELIVERY_SPEED[b.delivery] ||
      a.createdAt.localeCompare(b.createdAt),
  );
  const groups = Object.fromEntries(OFFER_GROUPS.map((group) => [group, ranked.filter((offer) => offer.group === group)])) as Record<
    OfferGroup,
    RankedOffer<T>[]
  >;
  for (const group of OFFER_GROUPS) {
    const best = groups[group][0];
    if (best?.isReachable) best.isBest = true;
  }
  return groups;
}
