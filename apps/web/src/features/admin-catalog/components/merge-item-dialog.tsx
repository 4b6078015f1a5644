import type { TItemSummaryView } from '@gamesouq/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { CatalogueItemPicker } from '@/entities/listing/listing-form/catalogue-item-picker';
import { useTranslation } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormAlert } from '@/ui/form-alert';
import { type CatalogueItem, useMergeCatalogueItems } from '../api/catalogue-items';

type Props = { duplicate: CatalogueItem | null; onClose: () => void };

/** Merge a duplicate into the item that stays: pick it, read how many listings move, confirm. */
export function MergeItemDialog({ duplicate, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={duplicate !== null}
      onClose={onClose}
      title={t('adminPanel.catalogueItems.merge.title', { name: duplicate?.name ?? '' })}
      className="max-w-lg"
    >
      {duplicate ? <MergeForm duplicate={duplicate} onClose={onClose} /> : null}
    </Dialog>
  );
}

function MergeForm({ duplicate, onClose }: { duplicate: CatalogueItem; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const merge = useMergeCatalogueItems();
  const [into, setInto] = useState<TItemSummaryView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const intoName = into ? (i18n.language === 'ar' && into.nameAr) || into.name : '';
  return (
    <div className="mt-4 space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <p className="text-sm text-slate-700">{t('adminPanel.catalogueItems.merge.explain')}</p>
      <CatalogueItemPicker
        linkedName={intoName}
        onPick={(item) => setInto(item && item.id !== duplicate.id ? item : null)}
        texts={{
          search: t('adminPanel.catalogueItems.merge.search'),
          placeholder: t('adminPanel.catalogueItems.merge.placeholder'),
          hint: '',
          linked: t('adminPanel.catalogueItems.merge.into'),
          unlink: t('adminPanel.catalogueItems.merge.change'),
        }}
      />
      {into ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('adminPanel.catalogueItems.merge.confirm', { count: duplicate.linkedListings, from: duplicate.name, into: intoName })}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="danger"
          disabled={!into}
          isLoading={merge.isPending}
          onClick={() => {
            if (!into) return;
            merge
              .mutateAsync({ id: duplicate.id, into: into.id })
              .then((reply) => {
                toast.success(t('adminPanel.catalogueItems.merge.done', { count: reply.relinked, into: intoName }));
                onClose();
              })
              .catch((e: unknown) => setError(serverReason(t, e) ?? t('adminPanel.catalogueItems.errors.merge')));
          }}
        >
          {t('adminPanel.catalogueItems.merge.action')}
        </Button>
      </div>
    </div>
  );
}
