import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';

/** The Edit and Delete icon buttons of a catalogue item (category, platform, banner), named after the item. */
export function CatalogItemActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Button size="icon" variant="ghost" aria-label={t('adminPanel.common.editItem', { name })} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button size="icon" variant="ghost" aria-label={t('adminPanel.common.deleteItem', { name })} onClick={onDelete}>
        <Trash2 aria-hidden="true" className="size-4 text-red-600" />
      </Button>
    </>
  );
}
