import { IMAGE_MIME_TYPES } from '@gamesouq/core';
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { buttonClasses } from './button';
import { useImageFiles } from './use-image-files';

type PhotoAttachProps = { files: File[]; onChange: (files: File[]) => void; max: number; className?: string };

/** Photos attached to a message: an "Add photos" file picker, each file checked (type, 10 MB), previews with Remove. */
export function PhotoAttach({ files, onChange, max, className }: PhotoAttachProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const room = max - files.length;
  const { previews, problems, add, remove } = useImageFiles({ files, onChange, room });

  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label
          className={buttonClasses({
            variant: 'secondary',
            size: 'sm',
            className: cn(
              'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              room <= 0 && 'pointer-events-none opacity-50',
            ),
          })}
        >
          <ImagePlus aria-hidden="true" className="size-4" />
          {t('photos.add')}
          <input
            id={inputId}
            type="file"
            multiple
            accept={IMAGE_MIME_TYPES.join(',')}
            aria-describedby={hintId}
            disabled={room <= 0}
            className="sr-only"
            onChange={(event) => {
              add(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <span id={hintId} className="text-xs text-slate-500">
          {t('photos.hint', { max: formatNumber(max, i18n.language) })}
        </span>
      </div>
      {previews.length > 0 ? (
        <ul aria-label={t('photos.list')} className="flex flex-wrap gap-2">
          {previews.map(({ file, url }, index) => (
            <li key={url} className="relative">
              <img src={url} alt="" width={64} height={64} className="size-16 rounded-lg object-cover ring-1 ring-slate-200" />
              <button
                type="button"
                aria-label={t('photos.remove', { n: formatNumber(index + 1, i18n.language) })}
                onClick={() => remove(file)}
                className="absolute -end-1.5 -top-1.5 grid size-6 place-items-center rounded-full bg-slate-900 text-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {problems.length > 0 ? (
        <ul role="alert" className="space-y-0.5 text-xs text-red-600">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
