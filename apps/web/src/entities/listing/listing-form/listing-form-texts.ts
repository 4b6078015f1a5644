import type { ListingTextField } from './listing-form-values';

/**
 * The words of the listing form. The individual's ad form and the trader's product form word the same fields
 * differently (seller §2.3 and §2.11), and their words live in their own dictionary groups, so each screen passes
 * its own. A field without a label is not shown.
 */
export type ListingFormTexts = {
  sections: { images: string; basic: string; description: string; delivery: string; details?: string; terms?: string };
  fields: Partial<Record<ListingTextField, string>> & Record<'title' | 'price' | 'category' | 'platform' | 'city' | 'location', string>;
  /** The empty first option of each list. */
  choose: { category: string; platform: string; city: string };
  catalogFailed: { categories: string; platforms: string };
  photos: { prompt?: string; add: string; hint: string };
  /** Units beside the labels that do not name them. */
  units?: { price: string; discount: string; weight: string; size: string };
  locationPlaceholder?: string;
  /** The feature chips (the ad form's). */
  features?: { label: string; list: string; placeholder: string; add: string; remove: (feature: string) => string };
  /** The description's 'n/1000', given the numbers written in the page's digits. */
  counter: (n: string, max: string) => string;
  /** 'Please fill in: …' over the required fields left empty (the ad form's check, the server's answer). */
  fillIn: (fields: string) => string;
  agree: string;
  readTerms?: string;
  /** The offers switch (the ad form's): its label and what it means. */
  offers?: { accept: string; hint: string };
};
