import type { TItemSummaryView } from '@gamesouq/core';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useCatalogueItemSuggestions } from '@/lib/api/get-item-page';
import { useTranslation } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { Button } from '@/ui/button';
import { SearchInput } from '@/ui/search-input';

export type PickerTexts = { search: string; placeholder: string; hint: string; linked: string; unlink: string };

type Props = {
  /** The linked item's name, '' when the ad is not in the catalogue. */
  linkedName: string;
  onPick: (item: TItemSummaryView | null) => void;
  /** Its words: the ad form's, moderation's or the merge dialog's ('' hint shows none). */
  texts: PickerTexts;
};

/**
 * "What are you selling?" (issue 22): items of the catalogue found as the seller types, in Arabic or English, each
 * with its cover and platform; picking one gives the ad its title, platform and category. Not picking one is "not in
 * the catalogue", and the ad is posted as before.
 */
export function CatalogueItemPicker({ linkedName, onPick, texts }: Props) {
  const { i18n } = useTranslation();
  const [text, setText] = useState('');
  const typed = useDebounced(text, 250);
  const suggestions = useCatalogueItemSuggestions(typed);
  const isArabic = i18n.language === 'ar';

  if (linkedName) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-200">
        <p className="text-sm text-brand-900">
          {texts.linked} <bdi className="font-semibold">{linkedName}</bdi>
        </p>
        <Button variant="ghost" size="sm" onClick={() => onPick(null)}>
          <X aria-hidden="true" className="size-4" />
          {texts.unlink}
        </Button>
      </div>
    );
  }
  const items = text.trim().length > 1 ? (suggestions.data ?? []) : [];
  return (
    <div className="space-y-2">
      <SearchInput value={text} onChange={setText} label={texts.search} placeholder={texts.placeholder} />
      {texts.hint ? <p className="text-xs text-slate-600">{texts.hint}</p> : null}
      {items.length ? (
        <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => onPick(item)}
                className="flex w-full items-center gap-3 p-2 text-start hover:bg-slate-50"
              >
                {item.artThumb ? (
                  <img src={item.artThumb} alt="" width={36} height={48} className="h-12 w-9 shrink-0 rounded object-cover" />
                ) : null}
                <span className="min-w-0">
                  <bdi className="block truncate text-sm font-semibold text-slate-900">{(isArabic && item.nameAr) || item.name}</bdi>
                  <span className="block text-xs text-slate-600">{(isArabic && item.platformAr) || item.platform}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
