import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { useLanguage, useTranslation } from '@/lib/i18n';
import type { Banner } from '@/lib/listing-types';
import { useCarousel } from '@/lib/use-carousel';
import { AdImage } from '@/ui/ad-image';
import { buttonClasses } from '@/ui/button';
import { useBanners } from '../api/get-banners';

/** A banner's texts in the reader's language: the Arabic ones where the admin wrote them, else the English. */
export function bannerTexts(banner: Banner, language: string) {
  const pick = (english: string | null, arabic: string) => (language === 'ar' && arabic ? arabic : (english ?? ''));
  return {
    title: pick(banner.title, banner.titleAr),
    subtitle: pick(banner.subtitle, banner.subtitleAr),
    buttonText: pick(banner.buttonText, banner.buttonTextAr),
  };
}

function BannerButton({ link, text }: { link: string | null; text: string }) {
  if (!text || !link) return null;
  const className = buttonClasses({ variant: 'light', size: 'sm', className: 'max-sm:h-8 max-sm:px-3 max-sm:text-xs' });
  if (link.startsWith('/')) {
    return (
      <Link to={link} className={className}>
        {text}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={className}>
      {text}
    </a>
  );
}

const controlClasses =
  'grid size-7 sm:size-9 place-items-center rounded-full bg-white/85 text-slate-800 shadow-sm backdrop-blur transition-colors hover:bg-white';

/**
 * The banners of Home (buyer §2): the artwork with its title, subtitle and button written over it in the reader's
 * language (docs/decisions/024), one at a time, moving on every 5 seconds (500 ms slide) while there are several,
 * paused while hovered or focused or by the pause button; previous, next and one dot per banner. The texts keep clear
 * of the arrows on either side and of the dots below.
 */
export function BannerCarousel() {
  const { t, i18n } = useTranslation();
  const { dir } = useLanguage();
  const { data: banners = [], isPending } = useBanners();
  const [isHovered, setIsHovered] = useState(false);
  const [isFocused, setIsFocused] = useState(false);
  const [isStopped, setIsStopped] = useState(false);
  const { index, next, previous, goTo } = useCarousel({ count: banners.length, isPaused: isHovered || isFocused || isStopped });

  if (isPending) return <div aria-hidden="true" className="aspect-[2/1] animate-pulse rounded-2xl bg-slate-200 sm:aspect-[16/5]" />;
  if (banners.length === 0) return null;

  const hasSeveral = banners.length > 1;
  const offset = (dir === 'rtl' ? 1 : -1) * index * 100;

  return (
    <section
      aria-roledescription={t('banners.carousel')}
      aria-label={t('banners.label')}
      className="relative overflow-hidden rounded-2xl bg-brand-950"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setIsFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsFocused(false);
      }}
    >
      <div
        className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(${offset}%)` }}
      >
        {banners.map((banner, position) => {
          const isCurrent = position === index;
          const texts = bannerTexts(banner, i18n.language);
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group of the carousel pattern (WAI-ARIA APG), not a form fieldset.
            <div
              key={banner._id}
              role="group"
              aria-roledescription={t('banners.slide')}
              aria-label={t('banners.slideOf', { n: position + 1, total: banners.length })}
              aria-hidden={!isCurrent}
              inert={!isCurrent}
              className="relative w-full shrink-0"
            >
              <AdImage
                src={banner.image}
                kind="banner"
                alt=""
                width={1600}
                height={500}
                isEager={position === 0}
                className="aspect-[2/1] w-full object-cover sm:aspect-[16/5]"
              />
              <div className="absolute inset-0 flex flex-col justify-center gap-1 bg-gradient-to-t from-slate-950/60 via-slate-950/20 to-transparent px-12 pb-7 sm:gap-2 sm:px-16 sm:pb-10">
                <h2 className="line-clamp-2 text-lg leading-tight font-extrabold text-white sm:text-3xl">{texts.title}</h2>
                {texts.subtitle ? <p className="line-clamp-2 text-xs text-white/90 sm:text-base">{texts.subtitle}</p> : null}
                <div className="mt-1">
                  <BannerButton link={banner.buttonLink} text={texts.buttonText} />
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {hasSeveral ? (
        <>
          <button
            type="button"
            aria-label={t('banners.previous')}
            onClick={previous}
            className={cn(controlClasses, 'absolute start-3 top-1/2 -translate-y-1/2')}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180 sm:size-5" />
          </button>
          <button
            type="button"
            aria-label={t('banners.next')}
            onClick={next}
            className={cn(controlClasses, 'absolute end-3 top-1/2 -translate-y-1/2')}
          >
            <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180 sm:size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-1 flex items-center justify-center gap-1 sm:bottom-3 sm:gap-2">
            <button
              type="button"
              aria-label={isStopped ? t('banners.play') : t('banners.pause')}
              onClick={() => setIsStopped((value) => !value)}
              className="grid size-7 place-items-center rounded-full bg-white/85 text-slate-800 hover:bg-white"
            >
              {isStopped ? <Play aria-hidden="true" className="size-3.5" /> : <Pause aria-hidden="true" className="size-3.5" />}
            </button>
            {banners.map((banner, position) => (
              <button
                key={banner._id}
                type="button"
                aria-label={t('banners.goTo', { n: position + 1 })}
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
    </section>
  );
}
