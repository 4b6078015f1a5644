import { ChevronLeft, ChevronRight, X, ZoomIn, ZoomOut } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { imageUrl } from '@/lib/image-url';
import { Modal } from '@/ui/modal';

const MAX_SCALE = 4;
const TAP_SCALE = 2.5;
/** A horizontal move longer than this, with the photo not zoomed, turns the page. */
const SWIPE_PX = 50;

type Zoom = { scale: number; x: number; y: number };
const FIT: Zoom = { scale: 1, x: 0, y: 0 };

type Gesture = {
  pointers: Map<number, { x: number; y: number }>;
  start: { x: number; y: number; time: number; zoom: Zoom };
  pinch: { distance: number; scale: number } | null;
  moved: boolean;
};

const distance = (points: { x: number; y: number }[]) => {
  const [a, b] = points;
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
};

/**
 * One photo that zooms: a tap zooms in where tapped (and back out), two fingers pinch, one finger pans a zoomed photo;
 * a swipe on an unzoomed photo turns the page (towards the reading direction's end for the next one).
 */
function ZoomablePhoto({ src, alt, onSwipe }: { src: string; alt: string; onSwipe: (step: 1 | -1) => void }) {
  const { dir } = useLanguage();
  const [zoom, setZoom] = useState<Zoom>(FIT);
  const gesture = useRef<Gesture | null>(null);
  const frame = useRef<HTMLDivElement>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const current = gesture.current ?? {
      pointers: new Map(),
      start: { x: event.clientX, y: event.clientY, time: Date.now(), zoom },
      pinch: null,
      moved: false,
    };
    current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (current.pointers.size === 2) current.pinch = { distance: distance([...current.pointers.values()]), scale: zoom.scale };
    gesture.current = current;
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current?.pointers.has(event.pointerId)) return;
    current.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (Math.hypot(dx, dy) > 8) current.moved = true;
    if (current.pinch && current.pointers.size === 2) {
      const scale = Math.min(
        MAX_SCALE,
        Math.max(1, (current.pinch.scale * distance([...current.pointers.values()])) / current.pinch.distance),
      );
      setZoom((previous) => (scale === 1 ? FIT : { ...previous, scale }));
    } else if (current.start.zoom.scale > 1) {
      setZoom({ ...current.start.zoom, x: current.start.zoom.x + dx, y: current.start.zoom.y + dy });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (!current) return;
    current.pointers.delete(event.pointerId);
    if (current.pointers.size > 0) return;
    gesture.current = null;
    const dx = event.clientX - current.start.x;
    if (current.pinch) return;
    if (!current.moved && Date.now() - current.start.time < 500) {
      // Zoom in around the tapped point: move the photo so that point stays under the finger.
      const box = frame.current?.getBoundingClientRect();
      if (zoom.scale > 1 || !box) setZoom(FIT);
      else {
        const offsetX = event.clientX - (box.left + box.width / 2);
        const offsetY = event.clientY - (box.top + box.height / 2);
        setZoom({ scale: TAP_SCALE, x: -offsetX * (TAP_SCALE - 1), y: -offsetY * (TAP_SCALE - 1) });
      }
      return;
    }
    if (current.start.zoom.scale === 1 && Math.abs(dx) > SWIPE_PX) {
      const towardsEnd = dir === 'rtl' ? dx > 0 : dx < 0;
      onSwipe(towardsEnd ? 1 : -1);
    }
  };

  return (
    <div
      ref={frame}
      data-testid="photo-viewer-frame"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        gesture.current = null;
      }}
      className="relative grid h-full w-full touch-none select-none place-items-center overflow-hidden"
    >
      <img
        src={src}
        alt={alt}
        draggable={false}
        data-scale={zoom.scale}
        className="max-h-full max-w-full object-contain transition-transform duration-150 ease-out motion-reduce:transition-none"
        style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
      />
      <ZoomButton zoomed={zoom.scale > 1} onToggle={() => setZoom(zoom.scale > 1 ? FIT : { scale: TAP_SCALE, x: 0, y: 0 })} />
    </div>
  );
}

function ZoomButton({ zoomed, onToggle }: { zoomed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const Icon = zoomed ? ZoomOut : ZoomIn;
  return (
    <button
      type="button"
      aria-pressed={zoomed}
      aria-label={t('product.zoom')}
      onPointerDown={(event) => event.stopPropagation()}
      onPointerUp={(event) => event.stopPropagation()}
      onClick={onToggle}
      className="absolute bottom-4 end-4 grid size-11 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}

type PhotoViewerProps = {
  isOpen: boolean;
  onClose: () => void;
  images: string[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
};

/**
 * The product's photos full screen, on a native modal <dialog>: swipe, arrow keys or the buttons turn the page
 * (mirrored in Arabic, where the next photo lies to the left), a tap or pinch zooms, Escape or × closes.
 */
export function PhotoViewer({ isOpen, onClose, images, title, index, onIndexChange }: PhotoViewerProps) {
  const { t, i18n } = useTranslation();
  const { dir } = useLanguage();
  const count = images.length;
  const go = (step: 1 | -1) => onIndexChange((index + step + count) % count);
  const src = imageUrl(images[index], 'ad');

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const towardsEnd = (event.key === 'ArrowRight') === (dir === 'ltr');
      onIndexChange((index + (towardsEnd ? 1 : -1) + count) % count);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen, dir, index, count, onIndexChange]);

  const navClasses =
    'absolute top-1/2 z-10 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-white hover:bg-white/25';
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      label={t('product.viewerLabel', { title })}
      closesOnBackdrop={false}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 text-white backdrop:bg-slate-950"
    >
      {src ? (
        <div className="flex h-full flex-col">
          <div className="flex items-center gap-3 px-3 py-2">
            <p className="min-w-0 flex-1 truncate text-sm" dir="auto">
              {title}
            </p>
            <p aria-live="polite" className="shrink-0 text-sm tabular-nums">
              {t('product.photoCount', { n: formatNumber(index + 1, i18n.language), total: formatNumber(count, i18n.language) })}
            </p>
            <button
              type="button"
              aria-label={t('common.close')}
              onClick={onClose}
              className="grid size-11 place-items-center rounded-full hover:bg-white/15"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <div className="relative min-h-0 flex-1">
            <ZoomablePhoto key={src} src={src} alt={t('product.imageAlt', { title, n: index + 1, total: count })} onSwipe={go} />
            {count > 1 ? (
              <>
                <button type="button" aria-label={t('product.previousImage')} onClick={() => go(-1)} className={cn(navClasses, 'start-2')}>
                  <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
                </button>
                <button type="button" aria-label={t('product.nextImage')} onClick={() => go(1)} className={cn(navClasses, 'end-2')}>
                  <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
                </button>
              </>
            ) : null}
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
