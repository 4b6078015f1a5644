import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';

type Props = { current: string; file: File | null; onPick: (file: File | null) => void };

/** The item's cover art or product photo: the one stored, or a preview of the file picked (uploaded on save). */
export function ArtPicker({ current, file, onPick }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState('');
  useEffect(() => {
    if (!file) return setPreview('');
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview || current;
  return (
    <div className="flex items-center gap-4">
      <div className="flex h-28 w-21 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
        {shown ? (
          <img src={shown} alt={t('adminPanel.catalogueItems.artPreview')} className="size-full object-cover" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-8 text-slate-400" />
        )}
      </div>
      <div className="min-w-0 space-y-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {t('adminPanel.catalogueItems.fields.art')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
          className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-700"
        />
        <p className="text-xs text-slate-500">{t('adminPanel.catalogueItems.artHint')}</p>
      </div>
    </div>
  );
}
