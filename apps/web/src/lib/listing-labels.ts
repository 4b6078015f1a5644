import { AVAILABILITIES, CITIES, CONDITIONS, DELIVERY_TYPES, LISTING_KINDS, normalizeSearchText, RETURN_POLICIES } from '@gamesouq/core';
import { useTranslation } from '@/lib/i18n';
import type { AdStatus } from './listing-types';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

const STATUSES: readonly AdStatus[] = ['draft', 'pending_review', 'active', 'rejected', 'inactive', 'sold', 'cancelled'];

/** The words for the listing enums (condition, delivery...) and cities in the current language; unknown values as they are. */
export function useListingLabels() {
  const { t } = useTranslation();
  return {
    condition: (value: string) => (isOneOf(CONDITIONS, value) ? t(`listing.condition.${value}`) : value),
    availability: (value: string) => (isOneOf(AVAILABILITIES, value) ? t(`listing.availability.${value}`) : value),
    deliveryType: (value: string) => (isOneOf(DELIVERY_TYPES, value) ? t(`listing.deliveryType.${value}`) : value),
    returnPolicy: (value: string) => (isOneOf(RETURN_POLICIES, value) ? t(`listing.returnPolicy.${value}`) : value),
    type: (value: string) => (isOneOf(LISTING_KINDS, value) ? t(`listing.type.${value}`) : value),
    city: (value: string) => (isOneOf(CITIES, value) ? t(`cities.${value}`) : value),
    status: (value: string) => (isOneOf(STATUSES, value) ? t(`listing.status.${value}`) : value),
    /**
     * The city (a `CITIES` key) that a city typed by someone names: its key or its name in the current language, in any
     * case or spelling of alef and teh marbuta; null for a city not on the list.
     */
    cityKey: (text: string) => {
      const typed = normalizeSearchText(text.trim());
      return typed
        ? (CITIES.find((key) => normalizeSearchText(key) === typed || normalizeSearchText(t(`cities.${key}`)) === typed) ?? null)
        : null;
    },
    /** "Jeddah, Al Olaya" with the city in the current language. */
    location: (ad: { city: string; location: string }) => {
      const city = ad.city?.trim() ?? '';
      const rest = city && ad.location.startsWith(city) ? ad.location.slice(city.length).replace(/^,\s*/, '') : ad.location;
      const cityName = city ? (isOneOf(CITIES, city) ? t(`cities.${city}`) : city) : '';
      return [cityName, rest].filter(Boolean).join(t('common.listSeparator'));
    },
  };
}
