import type { TItemSummaryView } from '@gamesouq/core';
import { BookImage, ExternalLink, Link2, Unlink } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { CatalogueItemPicker } from '@/entities/listing/listing-form/catalogue-item-picker';
import { useTranslation } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';
import { Button } from '@/ui/button';
import { useAdCatalogueLink, useLinkAdToItem } from '../api/ads';

/**
 * The ad's catalogue item in the review (issue 22): the item it offers with unlink and "change", or the suggested item
 * with one tap to link it, or the same search-as-you-type sellers use. Nothing is linked until the admin says so.
 */
export function CatalogueLink({ adId, isBusy }: { adId: string; isBusy: boolean }) {
  const { t, i18n } = useTranslation();
  const link = useAdCatalogueLink(adId, true);
  const save = useLinkAdToItem();
  const [isSearching, setIsSearching] = useState(false);
  const nameOf = (item: TItemSummaryView) => (i18n.language === 'ar' && item.nameAr) || item.name;
  const setItem = (item: TItemSummaryView | null) =>
    save
      .mutateAsync({ id: adId, itemId: item?.id ?? null })
      .then(() => {
        setIsSearching(false);
        void link.refetch();
        toast.success(item ? t('adminPanel.ads.catalogue.linkedTo', { name: nameOf(item) }) : t('adminPanel.ads.catalogue.unlinked'));
      })
      .catch((e: unknown) => toast.error(serverReason(t, e) ?? t('adminPanel.ads.catalogue.failed')));
  const { linked, suggested } = link.data ?? { linked: null, suggested: null };
  const isDisabled = isBusy || save.isPending;

  return (
    <section aria-labelledby={`catalogue-${adId}`} className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <h3 id={`catalogue-${adId}`} className="flex items-center gap-1.5 font-semibold text-slate-900">
        <BookImage aria-hidden="true" className="size-4" />
        {t('adminPanel.ads.catalogue.title')}
      </h3>
      {linked ? (
        <div className="flex flex-wrap items-center gap-2">
          <ItemLabel item={linked} name={nameOf(linked)} />
          <a
            href={paths.app.item.getHref(linked.id)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-brand-700 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-3.5" />
            {t('adminPanel.ads.catalogue.openItem')}
          </a>
          <div className="ms-auto flex gap-1">
            <Button size="sm" variant="secondary" disabled={isDisabled} onClick={() => setIsSearching((open) => !open)}>
              {t('adminPanel.ads.catalogue.relink')}
            </Button>
            <Button size="sm" variant="ghost" disabled={isDisabled} onClick={() => void setItem(null)}>
              <Unlink aria-hidden="true" className="size-4" />
              {t('adminPanel.ads.catalogue.unlink')}
            </Button>
          </div>
        </div>
      ) : (
        <p className="text-slate-600">{t('adminPanel.ads.catalogue.notLinked')}</p>
      )}
      {!linked && suggested ? (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-white p-2 ring-1 ring-amber-200">
          <span className="text-amber-800">{t('adminPanel.ads.catalogue.suggested')}</span>
          <ItemLabel item={suggested} name={nameOf(suggested)} />
          <Button
            size="sm"
            className="ms-auto"
            disabled={isDisabled}
            onClick={() => void setItem(suggested)}
            aria-label={t('adminPanel.ads.catalogue.linkNamed', { name: nameOf(suggested) })}
          >
            <Link2 aria-hidden="true" className="size-4" />
            {t('adminPanel.ads.catalogue.link')}
          </Button>
        </div>
      ) : null}
      {!linked || isSearching ? (
        <CatalogueItemPicker
          linkedName=""
          onPick={(item) => item && void setItem(item)}
          texts={{
            search: t('adminPanel.ads.catalogue.search'),
            placeholder: t('adminPanel.ads.catalogue.placeholder'),
            hint: '',
            linked: '',
            unlink: '',
          }}
        />
      ) : null}
    </section>
  );
}

function ItemLabel({ item, name }: { item: TItemSummaryView; name: string }) {
  const { i18n } = useTranslation();
  return (
    <span className="flex min-w-0 items-center gap-2">
      {item.artThumb ? <img src={item.artThumb} alt="" width={27} height={36} className="h-9 w-7 shrink-0 rounded object-cover" /> : null}
      <span className="min-w-0">
        <bdi className="block truncate font-semibold text-slate-900">{name}</bdi>
        <span className="block text-xs text-slate-600">{(i18n.language === 'ar' && item.platformAr) || item.platform}</span>
      </span>
    </span>
  );
}
