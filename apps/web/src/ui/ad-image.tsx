import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { type ImageKind, imageUrl } from '@/lib/image-url';

type AdImageProps = {
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  kind?: ImageKind;
  /** Images below the fold load when scrolled near; the first one of a page loads at once. */
  isEager?: boolean;
  className?: string;
};

/** An API image with its size set (no layout shift), lazy by default, and a grey placeholder when missing or broken. */
export function AdImage({ src, alt, width, height, kind = 'ad', isEager = false, className }: AdImageProps) {
  const url = imageUrl(src, kind);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    const placeholderClasses = cn('grid place-items-center bg-slate-200 text-slate-400', className);
    const icon = <ImageOff aria-hidden="true" className="size-8" />;
    if (!alt) {
      return (
        <div aria-hidden="true" className={placeholderClasses}>
          {icon}
        </div>
      );
    }
    return (
      <div role="img" aria-label={alt} className={placeholderClasses}>
        {icon}
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={isEager ? 'eager' : 'lazy'}
      // The first image of a page is usually its largest paint: ahead of the other images in the queue.
      fetchPriority={isEager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailedUrl(url)}
      className={cn('bg-slate-100 object-cover', className)}
    />
  );
}
