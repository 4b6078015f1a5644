import { IMAGE_MIME_TYPES, MAX_LISTING_IMAGES } from '@gamesouq/core';
import { ImagePlus, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { AdImage } from '@/ui/ad-image';
import { useImageFiles } from '@/ui/use-image-files';

type ImagePickerProps = {
  /** Photos already saved with the ad (edit): shown, counted in the limit, not removable here. */
  savedImages?: string[];
  files: File[];
  onChange: (files: File[]) => void;
  isRequired?: boolean;
  isInvalid?: boolean;
};

/** Photos by drag and drop or the file picker: each file checked (type, 10 MB), at most 8 in all, previews with Remove. */
export function ImagePicker({ savedImages = [], files, onChange, isRequired = false, isInvalid = false }: ImagePickerProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const room = MAX_LISTING_IMAGES - savedImages.length - files.length;
  const { previews, problems, add, remove } = useImageFiles({ files, onChange, room });

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    add(event.dataTransfer.files);
  }

  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is a mouse shortcut; the labelled file input inside is the keyboard way. */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
          isDragging ? 'border-brand-500 bg-brand-50' : isInvalid ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-slate-50',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-9 text-brand-500" />
        <p className="mt-2 text-sm text-slate-600">{t('adForm.dropHere')}</p>
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_MIME_TYPES.join(',')}
          aria-describedby={hintId}
          aria-invalid={isInvalid || undefined}
          required={isRequired}
          disabled={room <= 0}
          className="peer sr-only"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className="mt-3 inline-flex h-10 cursor-pointer items-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-55"
        >
          {t('adForm.addPhotos')}
        </label>
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          {t('adForm.photosHint', { max: formatNumber(MAX_LISTING_IMAGES, i18n.language) })}
        </p>
      </div>

      {problems.length > 0 ? (
        <ul role="alert" className="space-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}

      {savedImages.length + previews.length > 0 ? (
        <ul aria-label={t('adForm.chosenPhotos')} className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {savedImages.map((image, index) => (
            <li key={image} className="relative">
              <AdImage
                src={image}
                alt={t('adForm.savedPhoto', { n: index + 1 })}
                width={160}
                height={120}
                className="aspect-[4/3] w-full rounded-lg"
              />
              <span className="absolute start-1.5 top-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-[0.65rem] font-semibold text-white">
                {index === 0 ? t('adForm.cover') : t('adForm.saved')}
              </span>
            </li>
          ))}
          {previews.map((preview, index) => {
            const position = savedImages.length + index + 1;
            return (
              <li key={preview.url} className="relative">
                <img
                  src={preview.url}
                  alt={t('adForm.newPhoto', { n: position, name: preview.file.name })}
                  width={160}
                  height={120}
                  className="aspect-[4/3] w-full rounded-lg object-cover ring-1 ring-slate-200"
                />
                {position === 1 ? (
                  <span className="absolute start-1.5 top-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-[0.65rem] font-semibold text-white">
                    {t('adForm.cover')}
                  </span>
                ) : null}
                <button
                  type="button"
                  aria-label={t('adForm.removePhoto', { n: position })}
                  onClick={() => remove(preview.file)}
                  className="absolute end-1.5 top-1.5 grid size-7 place-items-center rounded-full bg-white/95 text-slate-700 shadow hover:bg-red-50 hover:text-red-600"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
