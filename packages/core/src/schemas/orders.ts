import { z } from 'zod';
import { V } from '../messages.js';
import { CARRIERS, isTrackingNumberOf, normalizeTrackingNumber, SHIPMENT_EVENTS } from '../rules/carriers.js';
import { ORDER_STATUSES } from '../rules/orders.js';
import { PAYMENT_METHODS } from '../rules/payments.js';
import { ZPhoneOrEmpty } from './phone.js';

const quantity = z.coerce.number({ error: V.quantityMin }).int(V.quantityMin).min(1, V.quantityMin).max(1000);

export const ZCartAdd = z.object({ productId: z.string().min(1).max(64), quantity: quantity.default(1) });
export const ZCartQuantity = z.object({ quantity });

export const ZCheckoutRequest = z.object({
  /** The cart groups' lines; without them the server's cart is bought. */
  items: z
    .array(z.object({ productId: z.string().min(1).max(64), quantity }))
    .max(100)
    .optional(),
  /** One mode for every seller group (older clients); `deliveries` overrides it per group. */
  deliveryType: z.enum(['shipping', 'pickup']).optional(),
  /**
   * The delivery mode of each seller group, by seller id: one checkout may ship one seller's items and collect
   * another's. A group left out goes by `deliveryType`, else by what its items offer (pickup only when all are).
   */
  deliveries: z
    .record(z.string().min(1).max(64), z.enum(['shipping', 'pickup']))
    .refine((value) => Object.keys(value).length <= 100, V.tooManySellerGroups)
    .optional(),
  promoCode: z.string().trim().max(40).optional(),
  /**
   * Paying by a card or wallet method (issue 15): the orders wait for the payment, and the reply says where to send
   * the browser. `useWallet` takes the wallet first: all it can (`true`) or this many SAR; the method pays the rest.
   * Without `method` the wallet pays everything (402 when short), as the spec's checkout does.
   */
  payment: z
    .object({
      method: z.enum(PAYMENT_METHODS, { error: V.paymentMethod }).optional(),
      useWallet: z
        .union([z.boolean(), z.number({ error: V.walletAmount }).min(0, V.walletAmount).max(1_000_000, V.walletAmount)])
        .optional(),
      /** The language of the gateway's pages. */
      language: z.enum(['ar', 'en']).default('en'),
    })
    .optional(),
  shippingAddress: z
    .object({
      fullName: z.string().trim().max(100).optional(),
      /** Any spelling of the number, stored in E.164 like every phone. */
      phone: ZPhoneOrEmpty.optional(),
      city: z.string().trim().max(60).optional(),
      address: z.string().trim().max(300).optional(),
    })
    .optional(),
});
export type TCheckoutRequest = z.input<typeof ZCheckoutRequest>;

/** The parcel of a shipped order: the carrier and its tracking number, checked against that carrier's format. */
export const ZShipment = z
  .object({
    carrier: z.enum(CARRIERS, { error: V.carrierRequired }),
    /** As typed; the server keeps it normalized (`normalizeTrackingNumber`). */
    trackingNumber: z.string({ error: V.trackingNumberInvalid }).max(60, V.trackingNumberInvalid),
    /**
     * The photo of the parcel or its receipt, uploaded first (`POST /api/user/orders/:id/proof` or the trader panel's
     * proof upload): a seller cannot mark an order shipped without it; an admin moving an order by hand may.
     */
    proofId: z.string().min(1).max(64).optional(),
  })
  .refine((s) => isTrackingNumberOf(s.carrier, s.trackingNumber), { message: V.trackingNumberInvalid, path: ['trackingNumber'] })
  // The refinement is invisible in the API's JSON schema; the example shows a pair that passes it.
  .meta({ examples: [{ carrier: 'smsa', trackingNumber: '290019315792', proofId: 'V1StGXR8_Z5jdHi6B-myT' }] });
export type TShipment = z.input<typeof ZShipment>;

export const ZOrderStatusChange = z.object({
  status: z.enum(ORDER_STATUSES),
  reason: z.string().trim().max(300).optional(),
  /** Required when a shipping order moves to shipped. */
  shipment: ZShipment.optional(),
});

/** The seller confirms a pickup's hand-over with the code the buyer shows. */
export const ZPickupHandover = z.object({
  code: z
    .string({ error: V.pickupCodeFormat })
    .trim()
    .regex(/^\d{6}$/, V.pickupCodeFormat)
    .meta({ examples: ['482913'] }),
});
export type TPickupHandover = z.input<typeof ZPickupHandover>;

export const ZOrdersQuery = z.object({
  role: z.enum(['buyer', 'seller']).default('buyer'),
});

export const ZReviewRequest = z.object({
  rating: z.coerce.number({ error: V.ratingRequired }).int(V.ratingRequired).min(1, V.ratingRequired).max(5, V.ratingRequired),
  review: z.string().trim().max(1000).optional().default(''),
});

/** A carrier's tracking event, as the signed webhook receives it. */
export const ZCarrierWebhook = z.object({
  carrier: z.enum(CARRIERS),
  trackingNumber: z.string().min(1).max(60).transform(normalizeTrackingNumber),
  event: z.enum(SHIPMENT_EVENTS),
  occurredAt: z.iso.datetime({ offset: true }),
});
