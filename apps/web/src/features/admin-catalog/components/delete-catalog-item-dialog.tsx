import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { ConfirmDialog } from '@/ui/dialog';

type DeleteCatalogItemDialogProps = {
  /** The item asked about, or null when the dialog is closed. */
  item: { id: string; name: string } | null;
  remove: (id: string) => Promise<unknown>;
  isBusy: boolean;
  texts: { deleted: string; failed: string };
  onClose: () => void;
};

/** "Delete …? This cannot be undone": deletes the catalogue item and says how it went. */
export function DeleteCatalogItemDialog({ item, remove, isBusy, texts, onClose }: DeleteCatalogItemDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={item !== null}
      title={t('adminPanel.common.deleteTitle', { name: item?.name ?? '' })}
      description={t('adminPanel.common.cannotUndo')}
      confirmLabel={t('adminPanel.common.delete')}
      isBusy={isBusy}
      onCancel={onClose}
      onConfirm={() =>
        item &&
        remove(item.id)
          .then(() => toast.success(texts.deleted))
          .catch(() => toast.error(texts.failed))
          .finally(onClose)
      }
    />
  );
}
