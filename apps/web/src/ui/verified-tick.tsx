import { BadgeCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

/** The blue tick after a verified seller's name, read as "Verified". */
export function VerifiedTick({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <BadgeCheck role="img" aria-label={t('ad.verified')} className={cn('size-4 shrink-0 fill-sky-500 text-white', className)} />;
}
