import { ChevronLeft, ChevronRight, Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { useCarousel } from '@/lib/use-carousel';
import { AdImage } from '@/ui/ad-image';

// Downloaded at the first tap on a photo, not with the page (with its zoom and swipe code and its icons).
const PhotoViewer = lazy(() => import('./photo-viewer').then((module) => ({ default: module.PhotoViewer })));

const controlClasses =
  'absolute top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow transition-colors hover:bg-white';

/**
 * The product's photos: one large at a time (moving on every 5 s unless hovered, focused or swiped), previous, next,
 * dots and thumbnails; a swipe turns the page and a tap opens the photo full screen (PhotoViewer).
 */
export function ImageGallery({ images, thumbnails, title }: { images: string[]; thumbnails: string[]; title: string }) {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const [isPaused, setIsPaused] = useState(false);
  const [isViewerOpen, setIsViewerOpen] = useState(false);
  const [hasOpenedViewer, setHasOpenedViewer] = useState(false);
  const { index, next, previous, goTo } = useCarousel({ count: images.length, isPaused: isPaused || isViewerOpen });
  const hasSeveral = images.length > 1;
  const swipeStart = useRef<number | null>(null);
  const wasSwipe = useRef(false);

  if (images.length === 0) {
    return <AdImage src={null} alt={t('product.noImage')} width={800} height={600} className="aspect-[4/3] w-full rounded-2xl" />;
  }

  return (
    <section
      aria-roledescription={t('product.gallery')}
      aria-label={t('product.galleryLabel', { title })}
      className="space-y-3"
      onMouseEnter={() => setIsPaused(true)}
      onMouseLeave={() => setIsPaused(false)}
      onFocus={() => setIsPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsPaused(false);
      }}
    >
      <div className="relative overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
        <div
          className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(${(dir === 'rtl' ? 1 : -1) * index * 100}%)` }}
          onPointerDown={(event) => {
            swipeStart.current = event.clientX;
            wasSwipe.current = false;
          }}
          onPointerUp={(event) => {
            if (swipeStart.current === null || !hasSeveral) return;
            const dx = event.clientX - swipeStart.current;
            swipeStart.current = null;
            if (Math.abs(dx) < 50) return;
            wasSwipe.current = true;
            // A finger moving against the reading direction brings the next photo (leftwards in English, rightwards in Arabic).
            if (dir === 'rtl' ? dx > 0 : dx < 0) next();
            else previous();
          }}
        >
          {images.map((image, position) => (
            <button
              key={image}
              type="button"
              aria-hidden={position !== index}
              tabIndex={position === index ? 0 : -1}
              aria-label={t('product.openViewer', { n: position + 1 })}
              onClick={() => {
                if (wasSwipe.current) return;
                setHasOpenedViewer(true);
                setIsViewerOpen(true);
              }}
              className="block w-full shrink-0 cursor-zoom-in"
            >
              <AdImage
                src={image}
                alt={t('product.imageAlt', { title, n: position + 1, total: images.length })}
                width={800}
                height={600}
                isEager={position === 0}
                className="aspect-[4/3] w-full"
              />
            </button>
          ))}
        </div>
        <Expand
          aria-hidden="true"
          className="pointer-events-none absolute top-3 end-3 size-9 rounded-full bg-slate-900/60 p-2 text-white"
        />
        {hasSeveral ? (
          <>
            <button type="button" aria-label={t('product.previousImage')} onClick={previous} className={cn(controlClasses, 'start-3')}>
              <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
            <button type="button" aria-label={t('product.nextImage')} onClick={next} className={cn(controlClasses, 'end-3')}>
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
            <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
              {images.map((image, position) => (
                <button
                  key={image}
                  type="button"
                  aria-label={t('product.showImage', { n: position + 1 })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => goTo(position)}
                  className="grid size-6 place-items-center"
                >
                  <span className={cn('block h-2 rounded-full transition-all', position === index ? 'w-6 bg-white' : 'w-2 bg-white/60')} />
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>
      {hasSeveral ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                aria-label={t('product.showImage', { n: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => goTo(position)}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2 transition',
                  position === index ? 'ring-brand-500' : 'ring-transparent opacity-70 hover:opacity-100',
                )}
              >
                <AdImage src={thumbnails[position] ?? image} alt="" width={80} height={60} className="h-15 w-20" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {hasOpenedViewer ? (
        <Suspense fallback={null}>
          <PhotoViewer
            isOpen={isViewerOpen}
            onClose={() => setIsViewerOpen(false)}
            images={images}
            title={title}
            index={index}
            onIndexChange={goTo}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
