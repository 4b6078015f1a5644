import { IMAGE_MIME_TYPES } from '@gamesouq/core';
import { ArrowLeft, ArrowRight, ImagePlus, X } from 'lucide-react';
import { type DragEvent, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { AdImage } from './ad-image';
import { buttonClasses } from './button';
import { useImageFiles } from './use-image-files';

type PhotoPickerProps = {
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  /** Photos saved earlier (an edit): shown first, counted in `max`, not removable here. */
  savedImages?: string[];
  /** `dropzone`: a card that also takes dropped files (listing forms); `inline`: one button and its hint (a message). */
  layout?: 'dropzone' | 'inline';
  /** The file input's name; defaults to "Add photos". */
  addLabel?: string;
  /** The dropzone's line above its button. */
  prompt?: string;
  /** Defaults to the types, the 10 MB and the limit. */
  hint?: string;
  /** The first photo is the listing's cover, marked so. */
  marksCover?: boolean;
  isRequired?: boolean;
  isInvalid?: boolean;
  /** Where the refused files are told (a form's banner); by default they are listed under the picker. */
  onProblems?: (problems: string[]) => void;
  className?: string;
};

const badgeClasses = 'absolute start-1.5 top-1.5 rounded bg-slate-900/75 px-1.5 py-0.5 text-[0.65rem] font-semibold text-white';
const roundButtonClasses =
  'grid size-7 place-items-center rounded-full bg-white/95 text-slate-700 shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

/**
 * The one photo picker (listings, dispute messages): each file checked (JPEG/PNG/GIF/WebP, 10 MB), no more than
 * `max` in all, previews that can be removed and moved (the first one leads), and files dropped on the dropzone.
 */
export function PhotoPicker({
  files,
  onChange,
  max,
  savedImages = [],
  layout = 'inline',
  addLabel,
  prompt,
  hint,
  marksCover = false,
  isRequired = false,
  isInvalid = false,
  onProblems,
  className,
}: PhotoPickerProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [isDragging, setIsDragging] = useState(false);
  const room = max - savedImages.length - files.length;
  const { previews, problems, add, remove } = useImageFiles({ files, onChange, room, onProblems });
  const n = (value: number) => formatNumber(value, i18n.language);

  const move = (from: number, to: number) => {
    const next = [...files];
    const [file] = next.splice(from, 1);
    if (file) next.splice(to, 0, file);
    onChange(next);
  };

  const input = (
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
  );
  const inputLabel = (
    <label
      htmlFor={inputId}
      className={buttonClasses({
        variant: 'secondary',
        size: layout === 'inline' ? 'sm' : 'md',
        className:
          'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:pointer-events-none peer-disabled:opacity-50',
      })}
    >
      {layout === 'inline' ? <ImagePlus aria-hidden="true" className="size-4" /> : null}
      {addLabel ?? t('photos.add')}
    </label>
  );
  const hintText = (
    <span id={hintId} className="text-xs text-slate-500">
      {hint ?? t('photos.hint', { max: n(max) })}
    </span>
  );

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsDragging(false);
    add(event.dataTransfer.files);
  }

  return (
    <div className={cn('space-y-3', className)}>
      {layout === 'dropzone' ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is a mouse shortcut; the labelled file input inside is the keyboard way.
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setIsDragging(true);
          }}
          onDragLeave={() => setIsDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors',
            isDragging ? 'border-brand-500 bg-brand-50' : isInvalid ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-slate-50',
          )}
        >
          <ImagePlus aria-hidden="true" className="size-9 text-brand-500" />
          {prompt ? <p className="text-sm text-slate-600">{prompt}</p> : null}
          {input}
          {inputLabel}
          {hintText}
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {input}
          {inputLabel}
          {hintText}
        </div>
      )}

      {problems.length > 0 && !onProblems ? (
        <ul role="alert" className="space-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}

      {savedImages.length + previews.length > 0 ? (
        <ul aria-label={t('photos.list')} className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {savedImages.map((image, index) => (
            <li key={image} className="relative">
              <AdImage
                src={image}
                alt={t('photos.saved', { n: n(index + 1) })}
                width={160}
                height={120}
                className="aspect-[4/3] w-full rounded-lg"
              />
              <span className={badgeClasses}>{marksCover && index === 0 ? t('photos.cover') : t('photos.savedBadge')}</span>
            </li>
          ))}
          {previews.map(({ file, url }, index) => {
            const position = savedImages.length + index + 1;
            return (
              <li key={url} className="relative">
                <img
                  src={url}
                  alt={t('photos.chosen', { n: n(position), name: file.name })}
                  width={160}
                  height={120}
                  className="aspect-[4/3] w-full rounded-lg object-cover ring-1 ring-slate-200"
                />
                {marksCover && position === 1 ? <span className={badgeClasses}>{t('photos.cover')}</span> : null}
                <button
                  type="button"
                  aria-label={t('photos.remove', { n: n(position) })}
                  onClick={() => remove(file)}
                  className={cn(roundButtonClasses, 'absolute end-1.5 top-1.5 hover:bg-red-50 hover:text-red-600')}
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
                <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
                  {index > 0 ? (
                    <button
                      type="button"
                      aria-label={t('photos.moveEarlier', { n: n(position) })}
                      onClick={() => move(index, index - 1)}
                      className={roundButtonClasses}
                    >
                      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
                    </button>
                  ) : null}
                  {index < previews.length - 1 ? (
                    <button
                      type="button"
                      aria-label={t('photos.moveLater', { n: n(position) })}
                      onClick={() => move(index, index + 1)}
                      className={cn(roundButtonClasses, 'ms-auto')}
                    >
                      <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
