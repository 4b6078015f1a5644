import { V, ZSearchSynonymInput } from '@gamesouq/core';
import { Languages, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormTextAreaField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { type SearchSynonym, useDeleteSearchSynonym, useSaveSearchSynonym, useSearchSynonyms } from '../api/search-synonyms';
import { CatalogItemActions } from '../components/catalog-item-actions';
import { DeleteCatalogItemDialog } from '../components/delete-catalog-item-dialog';

const hasWord = (text: string) => text.split(/[\n,،]/).some((word) => word.trim() !== '');
/** The lists are typed one entry a line; the server splits them (and commas) as core's rule says. */
const ZSynonymForm = z.object({
  key: ZSearchSynonymInput.shape.key,
  terms: z.string().refine(hasWord, V.synonymTermsRequired),
  matches: z.string().refine(hasWord, V.synonymMatchesRequired),
  platforms: z.string(),
  categories: z.string(),
});
type SynonymForm = z.output<typeof ZSynonymForm>;

const lines = (list: string[]) => list.join('\n');

function Words({ label, words }: { label: string; words: string[] }) {
  if (words.length === 0) return null;
  return (
    <div className="flex flex-wrap items-baseline gap-1.5">
      <span className="text-xs font-semibold text-slate-500">{label}</span>
      {words.map((word) => (
        <bdi key={word} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
          {word}
        </bdi>
      ))}
    </div>
  );
}

function SynonymDialog({
  synonym,
  isOpen,
  isBusy,
  error,
  onClose,
  onSave,
}: {
  synonym: SearchSynonym | null;
  isOpen: boolean;
  isBusy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (values: SynonymForm) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t(synonym ? 'adminPanel.searchSynonyms.edit' : 'adminPanel.searchSynonyms.add')}
      className="max-w-xl"
    >
      {isOpen ? <SynonymFormBody synonym={synonym} isBusy={isBusy} error={error} onClose={onClose} onSave={onSave} /> : null}
    </Dialog>
  );
}

function SynonymFormBody({
  synonym,
  isBusy,
  error,
  onClose,
  onSave,
}: {
  synonym: SearchSynonym | null;
  isBusy: boolean;
  error: string | null;
  onClose: () => void;
  onSave: (values: SynonymForm) => void;
}) {
  const { t } = useTranslation();
  const form = useZodForm(ZSynonymForm, {
    defaultValues: {
      key: synonym?.key ?? '',
      terms: lines(synonym?.terms ?? []),
      matches: lines(synonym?.matches ?? []),
      platforms: lines(synonym?.platforms ?? []),
      categories: lines(synonym?.categories ?? []),
    },
  });
  const field = (name: 'terms' | 'matches' | 'platforms' | 'categories', isRequired = false) => (
    <div className="space-y-1">
      <FormTextAreaField
        name={name}
        rows={name === 'terms' ? 5 : 3}
        dir="auto"
        isRequired={isRequired}
        label={t(`adminPanel.searchSynonyms.fields.${name}`)}
        aria-describedby={`synonym-${name}-hint`}
      />
      <p id={`synonym-${name}-hint`} className="text-xs text-slate-500">
        {t(`adminPanel.searchSynonyms.hints.${name}`)}
      </p>
    </div>
  );
  return (
    <Form form={form} onSubmit={onSave} className="mt-4 space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <FormTextField
        name="key"
        label={t('adminPanel.searchSynonyms.fields.key')}
        hint={t('adminPanel.searchSynonyms.hints.key')}
        dir="ltr"
        isRequired
        data-autofocus
      />
      {field('terms', true)}
      {field('matches', true)}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('platforms')}
        {field('categories')}
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={isBusy}>
          {t('adminPanel.common.save')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Search synonyms (issue 17): the groups of words the marketplace search reads queries against, what people type
 * (Arabic, English, misspellings), the phrases listings use, and the platforms or categories meant. Every change is
 * audited and the search uses it at once.
 */
export function SearchSynonymsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.searchSynonyms.title'));
  const synonyms = useSearchSynonyms();
  const save = useSaveSearchSynonym();
  const remove = useDeleteSearchSynonym();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<SearchSynonym | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SearchSynonym | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (synonyms.data ?? []).filter((s) => [s.key, ...s.terms, ...s.matches].some((word) => word.toLowerCase().includes(needle)));
  }, [synonyms.data, search]);
  const open = (synonym: SearchSynonym | 'new') => {
    setError(null);
    setEditing(synonym);
  };

  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.searchSynonyms.title')}
        subtitle={t('adminPanel.searchSynonyms.subtitle')}
        actions={
          <Button onClick={() => open('new')}>
            <Plus aria-hidden="true" className="size-4" />
            {t('adminPanel.searchSynonyms.add')}
          </Button>
        }
      />
      <ListToolbar search={{ label: t('adminPanel.searchSynonyms.search'), value: search, onChange: setSearch }} />
      <ListState
        list={synonyms}
        isEmpty={shown.length === 0}
        icon={Languages}
        loadingLabel={t('adminPanel.searchSynonyms.loading')}
        errorTitle={t('adminPanel.searchSynonyms.errors.fetch')}
        emptyTitle={t('adminPanel.searchSynonyms.empty')}
      >
        <ul className="grid gap-3 lg:grid-cols-2">
          {shown.map((synonym) => (
            <li key={synonym.id} className="flex items-start gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <div className="min-w-0 flex-1 space-y-2">
                <p className="font-mono text-sm font-bold text-slate-900" dir="ltr">
                  {synonym.key}
                </p>
                <Words label={t('adminPanel.searchSynonyms.fields.terms')} words={synonym.terms} />
                <Words label={t('adminPanel.searchSynonyms.fields.matches')} words={synonym.matches} />
                <Words label={t('adminPanel.searchSynonyms.fields.platforms')} words={synonym.platforms} />
                <Words label={t('adminPanel.searchSynonyms.fields.categories')} words={synonym.categories} />
              </div>
              <CatalogItemActions name={synonym.key} onEdit={() => open(synonym)} onDelete={() => setDeleting(synonym)} />
            </li>
          ))}
        </ul>
      </ListState>
      <SynonymDialog
        isOpen={editing !== null}
        synonym={editing === 'new' ? null : editing}
        isBusy={save.isPending}
        error={error}
        onClose={() => setEditing(null)}
        onSave={(input) => {
          const id = editing === 'new' ? undefined : editing?.id;
          save
            .mutateAsync({ id, input })
            .then(() => {
              toast.success(t(id ? 'adminPanel.searchSynonyms.updated' : 'adminPanel.searchSynonyms.created'));
              setEditing(null);
            })
            .catch((e: unknown) => setError(serverReason(t, e) ?? t('adminPanel.searchSynonyms.errors.save')));
        }}
      />
      <DeleteCatalogItemDialog
        item={deleting && { id: deleting.id, name: deleting.key }}
        remove={remove.mutateAsync}
        isBusy={remove.isPending}
        texts={{ deleted: t('adminPanel.searchSynonyms.deleted'), failed: t('adminPanel.searchSynonyms.errors.delete') }}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
