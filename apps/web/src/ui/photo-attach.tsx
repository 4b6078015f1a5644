import { IMAGE_MIME_TYPES, imageFileError, TOO_MANY_IMAGES_MESSAGE } from '@gamesouq/core';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { translateMessage } from '@/lib/messages';
import { buttonClasses } from './button';

type PhotoAttachProps = { files: File[]; onChange: (files: File[]) => void; max: number; className?: string };

/** Photos attached to a message: an "Add photos" file picker, each file checked (type, 10 MB), previews with Remove. */
export function PhotoAttach({ files, onChange, max, className }: PhotoAttachProps) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [previews, setPreviews] = useState<string[]>([]);
  const room = max - files.length;

  // Blob URLs of the chosen files, freed when the files change or the form closes.
  useEffect(() => {
    const made = files.map((file) => URL.createObjectURL(file));
    setPreviews(made);
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [files]);

  function add(list: FileList | null) {
    if (!list || list.length === 0) return;
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of Array.from(list)) {
      const error = imageFileError(file);
      if (error) found.push(`${file.name}: ${translateMessage(t, error)}`);
      else accepted.push(file);
    }
    if (accepted.length > room) found.push(translateMessage(t, TOO_MANY_IMAGES_MESSAGE) ?? '');
    setProblems(found);
    if (room > 0 && accepted.length > 0) onChange([...files, ...accepted.slice(0, room)]);
  }

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
          {previews.map((url, index) => (
            <li key={url} className="relative">
              <img src={url} alt="" width={64} height={64} className="size-16 rounded-lg object-cover ring-1 ring-slate-200" />
              <button
                type="button"
                aria-label={t('photos.remove', { n: formatNumber(index + 1, i18n.language) })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
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
