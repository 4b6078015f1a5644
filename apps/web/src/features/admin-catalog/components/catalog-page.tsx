import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { PageHeader } from '@/ui/page-header';
import { uploadIcon } from '../api/catalog';

/** The two catalogue lists whose entries have an icon (admin §2); their texts sit under `adminPanel.<area>`. */
type Area = 'categories' | 'platforms';

type SaveReply = { platform?: { id: string }; category?: { id: string } };

type CatalogEntry = { id: string; name: string; nameAr: string; description: string; is_active: boolean };

/**
 * What a catalogue page keeps while the admin works on it (the search, the entry being edited or deleted, the save's
 * error), its title, the toast when the list cannot load, and saving an entry with the icon picked for it.
 */
export function useCatalogPage<Entry extends CatalogEntry>(area: Area, list: { isError: boolean; refetch: () => unknown }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`adminPanel.${area}.title`));
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Entry | null>(null);
  useEffect(() => {
    if (list.isError) toast.error(t(`adminPanel.${area}.errors.load`));
  }, [list.isError, t, area]);

  const entry = editing === 'new' ? null : editing;
  return {
    search,
    setSearch,
    matches: (text: string) => text.toLowerCase().includes(search.trim().toLowerCase()),
    editing,
    /** Opens the dialog on an entry, or on a new one. */
    open: (entry: Entry | 'new') => {
      setError(null);
      setEditing(entry);
    },
    /** The edit dialog's state: open on an entry or a new one, titled for which, with the last save's error. */
    dialog: {
      isOpen: editing !== null,
      title: t(editing === 'new' ? `adminPanel.${area}.add` : `adminPanel.${area}.edit`),
      error,
      onClose: () => setEditing(null),
    },
    /** The fields both kinds have, as the entry being edited has them (empty for a new one). */
    defaults: entry
      ? { name: entry.name, name_ar: entry.nameAr, description: entry.description, is_active: entry.is_active, icon: null }
      : { name: '', name_ar: '', description: '', is_active: true, icon: null },
    /** The entry being edited, null for a new one or when none is. */
    entry,
    deleting,
    setDeleting,
    /** Saves the entry being edited, then uploads its new icon (if one was picked) to it. */
    submit: (save: (id: string | undefined) => Promise<SaveReply>, icon: File | null) => {
      const id = editing === 'new' ? undefined : editing?.id;
      save(id)
        .then(async (reply) => {
          const savedId = reply.platform?.id ?? reply.category?.id;
          if (icon && savedId) await uploadIcon({ kind: area, id: savedId, file: icon });
          toast.success(t(id ? `adminPanel.${area}.updated` : `adminPanel.${area}.created`));
          setEditing(null);
          void list.refetch();
        })
        .catch((e: unknown) => setError(serverReason(t, e) ?? t(`adminPanel.${area}.errors.save`)));
    },
  };
}

/** A catalogue page's title with its Add button, and its search box. */
export function CatalogPageTop({
  area,
  search,
  onSearch,
  onAdd,
}: {
  area: Area;
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t(`adminPanel.${area}.title`)}
        subtitle={t(`adminPanel.${area}.subtitle`)}
        actions={
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {t(`adminPanel.${area}.add`)}
          </Button>
        }
      />
      <ListToolbar search={{ label: t(`adminPanel.${area}.search`), value: search, onChange: onSearch, className: 'w-full sm:w-72' }} />
    </>
  );
}
