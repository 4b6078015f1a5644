import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { apiDownload } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';

export type PrivatePhoto = { id: string; url: string; thumbUrl: string; width: number; height: number };

/**
 * Photos that only some users may see (a dispute's): an <img> cannot send the bearer token, so each is fetched
 * through the API client and shown from a blob URL, the thumbnail in the list and the full photo in a dialog.
 */
export function PrivatePhotos({ photos }: { photos: PrivatePhoto[] }) {
  const { t, i18n } = useTranslation();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const opened = openIndex === null ? null : photos[openIndex];
  return (
    <>
      <ul aria-label={t('photos.list')} className="mt-2 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              aria-label={t('photos.open', { n: formatNumber(index + 1, i18n.language) })}
              onClick={() => setOpenIndex(index)}
              className="block overflow-hidden rounded-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <BlobImage src={photo.thumbUrl} width={96} height={96} className="size-24 object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog
        isOpen={opened !== null}
        onClose={() => setOpenIndex(null)}
        title={t('photos.open', { n: formatNumber((openIndex ?? 0) + 1, i18n.language) })}
        className="max-w-3xl"
      >
        {opened ? (
          <BlobImage
            src={opened.url}
            width={opened.width}
            height={opened.height}
            className="mt-4 h-auto max-h-[70vh] w-full rounded-lg object-contain"
          />
        ) : null}
      </Dialog>
    </>
  );
}

function BlobImage({ src, width, height, className }: { src: string; width: number; height: number; className: string }) {
  const { t } = useTranslation();
  const image = useQuery({
    queryKey: queryKeys.privatePhoto(src),
    queryFn: ({ signal }) => apiDownload(src, { signal }).then((reply) => reply.blob),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const made = URL.createObjectURL(image.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [image.data]);

  if (url) return <img src={url} alt="" width={width} height={height} className={className} />;
  return (
    <span className="grid size-24 place-items-center bg-slate-100 text-slate-500">
      {image.isError ? <ImageOff aria-label={t('photos.loadFailed')} className="size-5" /> : <Spinner />}
    </span>
  );
}
