import type { TItemSummaryView } from '@gamesouq/core';
import { useState } from 'react';
import { type ListingAbout, useItemSuggestionFor } from '@/lib/api/get-item-page';
import { useTranslation } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/ui/button';

type Props = { listing: ListingAbout; onAccept: (item: TItemSummaryView) => void };

/**
 * "Is this <item>?" (issue 22): when the seller typed a title without picking an item, the catalogue item the title
 * obviously names on the chosen platform and category, linked only when the seller says yes.
 */
export function ItemSuggestion({ listing, onAccept }: Props) {
  const { t, i18n } = useTranslation();
  // Debounced as text: a new object each render would restart the timer for ever.
  const about = JSON.parse(useDebounced(JSON.stringify(listing), 400)) as ListingAbout;
  const suggestion = useItemSuggestionFor(about, true);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const item = suggestion.data;
  if (!item || item.id === dismissed) return null;
  const name = (i18n.language === 'ar' && item.nameAr) || item.name;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
      {item.artThumb ? <img src={item.artThumb} alt="" width={27} height={36} className="h-9 w-7 shrink-0 rounded object-cover" /> : null}
      <p className="min-w-0 flex-1 text-sm text-amber-900">
        {t('adForm.catalogue.isThis')} <bdi className="font-semibold">{name}</bdi>
        <span className="text-amber-800"> · {(i18n.language === 'ar' && item.platformAr) || item.platform}</span>
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={() => onAccept(item)}>
          {t('adForm.catalogue.yesLink')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDismissed(item.id)}>
          {t('adForm.catalogue.notThis')}
        </Button>
      </div>
    </div>
  );
}
