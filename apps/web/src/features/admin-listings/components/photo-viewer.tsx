import { ChevronLeft, ChevronRight, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { imageUrl } from '@/lib/image-url';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

type PhotoViewerProps = {
  photos: string[];
  /** The photo shown, or null when closed. */
  index: number | null;
  title: string;
  onIndex: (index: number | null) => void;
};

/**
 * All the photos of an ad under review, one at a time at full size: arrows (buttons or the keyboard) move through
 * them, and a click or the zoom button shows the photo at twice its size, scrollable, to read small print or serials.
 */
export function PhotoViewer({ photos, index, title, onIndex }: PhotoViewerProps) {
  const { t } = useTranslation();
  const [isZoomed, setIsZoomed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new photo opens unzoomed.
  useEffect(() => setIsZoomed(false), [index]);
  const count = photos.length;
  const go = (step: number) => index !== null && onIndex((index + step + count) % count);
  const url = index === null ? null : imageUrl(photos[index]);
  return (
    <Dialog
      isOpen={index !== null}
      onClose={() => onIndex(null)}
      title={t('adminPanel.ads.review.photoOf', { n: (index ?? 0) + 1, count, title })}
      className="max-w-4xl"
    >
      <fieldset
        className="mt-4"
        onKeyDown={(event) => {
          // Arrows follow the reading direction: in Arabic the next photo is to the left.
          const isRtl = document.documentElement.dir === 'rtl';
          if (event.key === 'ArrowRight') go(isRtl ? -1 : 1);
          else if (event.key === 'ArrowLeft') go(isRtl ? 1 : -1);
        }}
      >
        <div className={cn('max-h-[70vh] rounded-lg bg-slate-900', isZoomed ? 'overflow-auto' : 'overflow-hidden')}>
          {url ? (
            <button
              type="button"
              className={cn('block', isZoomed ? 'w-[200%] max-w-none cursor-zoom-out' : 'w-full cursor-zoom-in')}
              aria-label={t(isZoomed ? 'adminPanel.ads.review.zoomOut' : 'adminPanel.ads.review.zoomIn')}
              onClick={() => setIsZoomed((zoomed) => !zoomed)}
            >
              <img src={url} alt="" className={cn('w-full object-contain', isZoomed ? '' : 'max-h-[70vh]')} />
            </button>
          ) : null}
        </div>
        <div className="mt-3 flex items-center justify-between gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={count < 2}
            onClick={() => go(-1)}
            aria-label={t('adminPanel.ads.review.previous')}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setIsZoomed((zoomed) => !zoomed)}>
            {isZoomed ? <ZoomOut aria-hidden="true" className="size-4" /> : <ZoomIn aria-hidden="true" className="size-4" />}
            {t(isZoomed ? 'adminPanel.ads.review.zoomOut' : 'adminPanel.ads.review.zoomIn')}
          </Button>
          <Button variant="secondary" size="sm" disabled={count < 2} onClick={() => go(1)} aria-label={t('adminPanel.ads.review.next')}>
            <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Button>
        </div>
      </fieldset>
    </Dialog>
  );
}
