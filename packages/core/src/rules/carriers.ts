/** The carriers a seller can ship with; `other` has no tracking link and no carrier events. */
export const CARRIERS = ['smsa', 'aramex', 'spl', 'jt', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** What a carrier reports about a parcel, in the order a parcel normally goes through them. */
export const SHIPMENT_EVENTS = ['shipped', 'in_transit', 'out_for_delivery', 'delivered', 'returned'] as const;
export type ShipmentEvent = (typeof SHIPMENT_EVENTS)[number];

/**
 * The shape of each carrier's tracking numbers: SMSA and Aramex air waybills are all digits, Saudi Post (SPL) uses
 * the UPU S10 form (two letters, nine digits, SA), J&T Express an optional letter prefix and digits.
 */
const TRACKING_FORMATS: Record<Carrier, RegExp> = {
  smsa: /^\d{10,12}$/,
  aramex: /^\d{10,12}$/,
  spl: /^[A-Z]{2}\d{9}SA$/,
  jt: /^[A-Z]{0,4}\d{10,15}$/,
  other: /^[A-Z0-9-]{4,40}$/,
};

/** A tracking number as carriers print it: spaces dropped, letters in capitals. */
export const normalizeTrackingNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export const isTrackingNumberOf = (carrier: Carrier, value: string) => TRACKING_FORMATS[carrier].test(normalizeTrackingNumber(value));

const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, string> = {
  smsa: 'https://www.smsaexpress.com/sa/trackingdetails?tracknumbers=',
  aramex: 'https://www.aramex.com/sa/en/track/results?ShipmentNumber=',
  spl: 'https://splonline.com.sa/en/shipment-tracking/?tid=',
  jt: 'https://www.jtexpress.sa/trackingtool?waybillNo=',
};

/** The carrier's public tracking page for a number, or null for `other`. */
export const trackingUrlOf = (carrier: Carrier, trackingNumber: string) =>
  carrier === 'other' ? null : `${TRACKING_PAGES[carrier]}${encodeURIComponent(trackingNumber)}`;
