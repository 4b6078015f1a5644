/**
 * What the listing form holds, for an individual's ad and a trader's product alike (one listing service on the
 * server): text inputs keep strings as typed, the chosen photos are files. Each screen sends the fields it shows.
 */
export type ListingFormValues = {
  images: File[];
  title: string;
  price: string;
  quantity: string;
  discountPercentage: string;
  category: string;
  platform: string;
  condition: string;
  availability: string;
  /** The kind (ADR 020): physical, digital_code or digital_service. */
  type: string;
  /** A digital code's region; a digital service's hours to deliver. */
  region: string;
  deliveryHours: string;
  city: string;
  location: string;
  phone: string;
  description: string;
  features: string[];
  deliveryType: string;
  returnPolicy: string;
  /** The trader's free-text delivery note (additional details). */
  deliveryNotes: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  edition: string;
  releaseYear: string;
  originalPrice: string;
  /** Buyers may make offers (issue 20); `minOffer` (SAR, optional) declines lower ones at once. */
  acceptsOffers: boolean;
  minOffer: string;
  agreeToTerms: boolean;
  /** The catalogue item the ad offers (issue 22), '' when it is not in the catalogue; `catalogueItemName` shows it. */
  catalogueItemId: string;
  catalogueItemName: string;
};

export type ListingTextField = Exclude<
  keyof ListingFormValues,
  'images' | 'features' | 'agreeToTerms' | 'acceptsOffers' | 'catalogueItemName'
>;

/** The fields of an individual's ad, in form order (seller §3 new ad form): what the ad form checks, lists and sends. */
export const AD_LISTING_FIELDS = [
  'catalogueItemId',
  'title',
  'price',
  'quantity',
  'discountPercentage',
  'category',
  'platform',
  'condition',
  'availability',
  'type',
  'region',
  'deliveryHours',
  'city',
  'location',
  'phone',
  'description',
  'deliveryType',
  'returnPolicy',
  'weight',
  'length',
  'width',
  'height',
  'minOffer',
] as const satisfies ListingTextField[];

/** A new listing (seller §3): quantity 1, new, in stock, physical, both delivery ways, 7-day returns, no discount. */
export const EMPTY_LISTING_FORM: ListingFormValues = {
  images: [],
  title: '',
  price: '',
  quantity: '1',
  discountPercentage: '0',
  category: '',
  platform: '',
  condition: 'new',
  availability: 'in_stock',
  type: 'physical',
  region: '',
  deliveryHours: '',
  city: '',
  location: '',
  phone: '',
  description: '',
  features: [],
  deliveryType: 'both',
  returnPolicy: '7_days',
  deliveryNotes: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  edition: '',
  releaseYear: '',
  originalPrice: '',
  acceptsOffers: false,
  minOffer: '',
  agreeToTerms: false,
  catalogueItemId: '',
  catalogueItemName: '',
};

/** A saved number as the form's text ('' when unset). */
export const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The district part of a saved location: the server joins city and district, the form asks for the district. */
export function districtOf({ city, location }: { city: string; location: string }) {
  return city && location.startsWith(city) ? location.slice(city.length).replace(/^,\s*/, '') : location;
}
