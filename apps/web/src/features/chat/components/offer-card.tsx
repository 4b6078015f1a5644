import type { TChatOfferView } from '@gamesouq/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { OfferPriceForm } from '@/entities/offer/offer-price-form';
import { useOfferCall } from '@/lib/api/offers';
import { cn } from '@/lib/cn';
import { formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';

/**
 * An offer's move in the thread (issue 20). The latest move of an open offer, seen by the party who must answer it,
 * carries the answers: accept, decline, or counter with a price.
 */
export function OfferCard({ offer, isOwn, canAnswer }: { offer: TChatOfferView; isOwn: boolean; canAnswer: boolean }) {
  const { t, i18n } = useTranslation();
  const call = useOfferCall();
  const [isCountering, setIsCountering] = useState(false);
  const price = formatSar(offer.price, i18n.language);
  const isOpen = offer.status === 'pending' || offer.status === 'countered';
  const answer = (action: 'accept' | 'decline') =>
    call.mutate({ id: offer.id, action }, { onError: (error) => toast.error(errorMessage(t, error, { fallback: t('offers.failed') })) });
  return (
    <div
      className={cn('space-y-2 rounded-xl p-3 text-sm', isOwn ? 'bg-brand-700/60' : 'bg-amber-50 ring-1 ring-amber-200')}
      data-offer-action={offer.action}
    >
      <p className="font-semibold">{t(`offers.action.${offer.action}`, { price })}</p>
      {canAnswer && isOpen && !isOwn ? (
        isCountering ? (
          <OfferPriceForm
            label={t('offers.counterPrice')}
            submitLabel={t('offers.sendCounter')}
            maxPrice={Number.POSITIVE_INFINITY}
            isPending={call.isPending}
            error={call.error ? errorMessage(t, call.error, { fallback: t('offers.failed') }) : undefined}
            onSubmit={(value) =>
              call.mutate({ id: offer.id, action: 'counter', price: value }, { onSuccess: () => setIsCountering(false) })
            }
            onCancel={() => setIsCountering(false)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => answer('accept')} isLoading={call.isPending}>
              {t('offers.accept')}
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setIsCountering(true)}>
              {t('offers.counter')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => answer('decline')}>
              {t('offers.decline')}
            </Button>
          </div>
        )
      ) : null}
    </div>
  );
}
