import { imageFileError, TOO_MANY_IMAGES_MESSAGE } from '@gamesouq/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { translateMessage } from '@/lib/messages';

/** A blob URL for each chosen file, freed when the files change or the picker closes. */
export function useFilePreviews(files: File[]) {
  const [previews, setPreviews] = useState<{ file: File; url: string }[]>([]);
  useEffect(() => {
    const made = files.map((file) => ({ file, url: URL.createObjectURL(file) }));
    setPreviews(made);
    return () => {
      for (const preview of made) URL.revokeObjectURL(preview.url);
    };
  }, [files]);
  return previews;
}

/**
 * The chosen photos of a picker: each new file passes the image check (type, 10 MB) or is named in `problems`, and
 * no more than `room` are added; the rest are refused with the limit's message.
 */
export function useImageFiles({
  files,
  onChange,
  room,
  onProblems,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  room: number;
  /** Told the problems of each choice as well (a form that shows them in its own banner). */
  onProblems?: (problems: string[]) => void;
}) {
  const { t } = useTranslation();
  const [problems, setProblems] = useState<string[]>([]);
  const previews = useFilePreviews(files);

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
    onProblems?.(found);
    if (room > 0 && accepted.length > 0) onChange([...files, ...accepted.slice(0, room)]);
  }

  const remove = (file: File) => onChange(files.filter((chosen) => chosen !== file));
  return { previews, problems, add, remove };
}
