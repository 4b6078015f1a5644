import { imageFileError, MAX_LISTING_IMAGES, TOO_MANY_IMAGES_MESSAGE } from '@gamesouq/core';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@/lib/messages';
import { useFilePreviews } from '@/ui/use-image-files';

type Props = { files: File[]; existing: number; onChange: (files: File[]) => void; onError: (message: string | null) => void };

/** The cover photo and more images: each file passes the image check, whose message goes to the form's banner. */
export function ProductImagesInput({ files, existing, onChange, onError }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const previews = useFilePreviews(files);

  const add = (list: FileList | null) => {
    const chosen = Array.from(list ?? []);
    const problem = chosen.map((file) => imageFileError(file)).find(Boolean);
    if (problem) return onError(translateMessage(t, problem) ?? problem);
    if (existing + files.length + chosen.length > MAX_LISTING_IMAGES) return onError(translateMessage(t, TOO_MANY_IMAGES_MESSAGE) ?? '');
    onError(null);
    onChange([...files, ...chosen]);
  };

  return (
    <div className="space-y-3">
      <label
        htmlFor={inputId}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-slate-300 bg-slate-50 px-6 py-8 text-center hover:border-brand-400"
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-500" />
        <span className="font-medium text-slate-800">{t('traderPanel.form.coverPhoto')}</span>
        <span className="text-xs text-slate-500">{t('traderPanel.form.coverHint')}</span>
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        multiple
        className="sr-only"
        onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }}
      />
      {files.length ? (
        <ul className="flex flex-wrap gap-2">
          {previews.map(({ file, url }, index) => (
            <li key={url} className="relative">
              <img src={url} alt={file.name} width={96} height={96} className="size-24 rounded-xl object-cover ring-1 ring-slate-200" />
              {index === 0 && existing === 0 ? (
                <span className="absolute start-1 top-1 rounded bg-brand-600 px-1.5 text-[10px] font-semibold text-white">
                  {t('traderPanel.form.cover')}
                </span>
              ) : null}
              <button
                type="button"
                aria-label={t('traderPanel.form.removeImage', { name: file.name })}
                onClick={() => onChange(files.filter((chosen) => chosen !== file))}
                className="absolute end-1 top-1 grid size-6 place-items-center rounded-full bg-white/90 text-slate-700 shadow"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
