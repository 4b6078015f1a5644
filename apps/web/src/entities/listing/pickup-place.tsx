import { MapPin, TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useListingLabels } from '@/lib/listing-labels';

type PickupPlaceProps = {
  /** The listing's city (a `CITIES` key) and its district or area. */
  place: { city: string; location: string };
  /** The buyer's city as their profile or address says it ('' when unknown). */
  buyerCity: string;
  /** Names the seller, where several sellers' pickups are listed (checkout). */
  sellerName?: string;
  className?: string;
};

/**
 * Where a pickup-only item is collected, in person: city and area. A buyer whose own city is another one is warned
 * before buying (nothing is shipped to them); a buyer whose city is unknown or not on the list is not.
 */
export function PickupPlace({ place, buyerCity, sellerName, className }: PickupPlaceProps) {
  const { t } = useTranslation();
  const labels = useListingLabels();
  const where = labels.location(place) || t('listing.pickupPlace.placeUnknown');
  const pickupCity = labels.cityKey(place.city);
  const buyerCityKey = labels.cityKey(buyerCity);
  const isElsewhere = pickupCity !== null && buyerCityKey !== null && pickupCity !== buyerCityKey;
  return (
    <div className={cn('space-y-2 text-sm', className)}>
      <p className="flex items-start gap-2 text-slate-800">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span>
          {sellerName ? t('listing.pickupPlace.placeOf', { seller: sellerName }) : t('listing.pickupPlace.place')}{' '}
          <strong className="font-semibold">
            <bdi>{where}</bdi>
          </strong>
        </span>
      </p>
      {isElsewhere ? (
        <p role="note" className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-amber-900 ring-1 ring-amber-200">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('listing.pickupPlace.otherCity', { buyerCity: labels.city(buyerCityKey), pickupCity: labels.city(pickupCity) })}
        </p>
      ) : null}
    </div>
  );
}
