import { CATALOGUE_ITEM_KINDS } from '@gamesouq/core';
import { BookImage, ExternalLink, GitMerge, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { CompactSelect } from '@/ui/compact-select';
import { ListState } from '@/ui/list/list-state';
import { ListTable } from '@/ui/list/list-table';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { PageHeader } from '@/ui/page-header';
import { useAdminPlatforms } from '../api/catalog';
import { type CatalogueItem, type CatalogueQuery, useAdminCatalogueItems } from '../api/catalogue-items';
import { CatalogueItemFormDialog } from '../components/catalogue-item-form-dialog';
import { MergeItemDialog } from '../components/merge-item-dialog';

/** The catalogue (issue 22): search in either language, kind and platform filters, add, edit, art, merge duplicates. */
export function CatalogueItemsPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.catalogueItems.title'));
  const { query, debounced, change, setPage } = useListQuery<CatalogueQuery>({ page: 1, search: '', kind: '', platformId: '' });
  const list = useAdminCatalogueItems(debounced);
  const platforms = useAdminPlatforms();
  const [editing, setEditing] = useState<CatalogueItem | 'new' | null>(null);
  const [merging, setMerging] = useState<CatalogueItem | null>(null);
  const isArabic = i18n.language === 'ar';
  const rows = list.data?.items ?? [];

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.catalogueItems.title')}
        subtitle={t('adminPanel.catalogueItems.subtitle')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('adminPanel.catalogueItems.add')}
          </Button>
        }
      />
      <ListToolbar
        search={{
          label: t('adminPanel.catalogueItems.search'),
          value: query.search,
          onChange: (search) => change({ search }),
          className: 'w-full sm:w-80',
        }}
        filter={{
          label: t('adminPanel.catalogueItems.fields.kind'),
          value: query.kind,
          onChange: (kind) => change({ kind }),
          options: [
            { value: '' as const, label: t('adminPanel.catalogueItems.allKinds') },
            ...CATALOGUE_ITEM_KINDS.map((value) => ({ value, label: t(`adminPanel.catalogueItems.kinds.${value}`) })),
          ],
        }}
        filters={
          <CompactSelect
            label={t('adminPanel.catalogueItems.fields.platform')}
            value={query.platformId}
            onChange={(platformId) => change({ platformId })}
            options={[
              { value: '', label: t('adminPanel.catalogueItems.allPlatforms') },
              ...(platforms.data ?? []).map((p) => ({ value: p.id, label: (isArabic && p.nameAr) || p.name })),
            ]}
          />
        }
      />
      <ListState
        list={list}
        isEmpty={rows.length === 0}
        icon={BookImage}
        loadingLabel={t('adminPanel.catalogueItems.loading')}
        errorTitle={t('adminPanel.catalogueItems.errors.fetch')}
        emptyTitle={t('adminPanel.catalogueItems.empty')}
        pager={{ page: query.page, pagination: list.data?.pagination, onChange: setPage }}
      >
        {/* Phones get cards: a table would hide the listings count and actions off the side. */}
        <ul className="space-y-3 sm:hidden">
          {rows.map((item) => (
            <ItemCard key={item.id} item={item} onEdit={() => setEditing(item)} onMerge={() => setMerging(item)} />
          ))}
        </ul>
        <div className="hidden sm:block">
          <ListTable
            minWidth="min-w-[44rem]"
            columns={(['item', 'kind', 'platform', 'listings', 'actions'] as const).map((column) => ({
              key: column,
              label: t(`adminPanel.catalogueItems.columns.${column}`),
              srOnly: column === 'actions',
            }))}
          >
            {rows.map((item) => (
              <ItemRow key={item.id} item={item} onEdit={() => setEditing(item)} onMerge={() => setMerging(item)} />
            ))}
          </ListTable>
        </div>
      </ListState>
      <CatalogueItemFormDialog item={editing} onClose={() => setEditing(null)} />
      <MergeItemDialog duplicate={merging} onClose={() => setMerging(null)} />
    </section>
  );
}

type RowProps = { item: CatalogueItem; onEdit: () => void; onMerge: () => void };

function ItemNames({ item }: { item: CatalogueItem }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      {item.artThumb ? (
        <img src={item.artThumb} alt="" width={36} height={48} className="h-12 w-9 shrink-0 rounded object-cover" />
      ) : (
        <span className="h-12 w-9 shrink-0 rounded bg-slate-100" />
      )}
      <div className="min-w-0">
        <bdi className="block font-semibold text-slate-900">{item.name}</bdi>
        <bdi className="block text-slate-600" lang="ar" dir="rtl">
          {item.nameAr}
        </bdi>
      </div>
    </div>
  );
}

function useItemTexts(item: CatalogueItem) {
  const { t, i18n } = useTranslation();
  return {
    kind: t(`adminPanel.catalogueItems.kinds.${item.kind}`),
    platform: item.platform ? (i18n.language === 'ar' && item.platform.nameAr) || item.platform.name : '—',
    listings: t('adminPanel.catalogueItems.linkedListings', {
      count: item.linkedListings,
      n: formatNumber(item.linkedListings, i18n.language),
    }),
  };
}

function ItemCard({ item, onEdit, onMerge }: RowProps) {
  const texts = useItemTexts(item);
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
      <ItemNames item={item} />
      <p className="text-slate-600">
        {texts.kind} · {texts.platform} · {texts.listings}
      </p>
      <ItemActions item={item} onEdit={onEdit} onMerge={onMerge} />
    </li>
  );
}

function ItemRow({ item, onEdit, onMerge }: RowProps) {
  const texts = useItemTexts(item);
  return (
    <tr>
      <td className="px-4 py-3">
        <ItemNames item={item} />
      </td>
      <td className="px-4 py-3">{texts.kind}</td>
      <td className="px-4 py-3">{texts.platform}</td>
      <td className="px-4 py-3">{texts.listings}</td>
      <td className="px-4 py-3">
        <ItemActions item={item} onEdit={onEdit} onMerge={onMerge} />
      </td>
    </tr>
  );
}

function ItemActions({ item, onEdit, onMerge }: RowProps) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-end gap-1">
      <a
        href={paths.app.item.getHref(item.id)}
        target="_blank"
        rel="noreferrer"
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
        aria-label={t('adminPanel.catalogueItems.openPage', { name: item.name })}
      >
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
      <Button size="icon" variant="ghost" aria-label={t('adminPanel.catalogueItems.editNamed', { name: item.name })} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button size="icon" variant="ghost" aria-label={t('adminPanel.catalogueItems.mergeNamed', { name: item.name })} onClick={onMerge}>
        <GitMerge aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
