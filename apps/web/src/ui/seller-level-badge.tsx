import type { SellerLevel } from '@gamesouq/core';
import { Award, Crown, ShieldCheck, Sprout } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const LOOK: Record<SellerLevel, { icon: typeof Award; className: string }> = {
  new: { icon: Sprout, className: 'bg-slate-100 text-slate-700' },
  rising: { icon: Award, className: 'bg-sky-50 text-sky-800' },
  trusted: { icon: ShieldCheck, className: 'bg-emerald-50 text-emerald-800' },
  top: { icon: Crown, className: 'bg-amber-50 text-amber-800' },
};

/** A seller's level (issue 20) as a small pill: "Top seller", "بائع موثوق"… */
export function SellerLevelBadge({ level, className }: { level: SellerLevel; className?: string }) {
  const { t } = useTranslation();
  const { icon: Icon, className: look } = LOOK[level];
  return (
    <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold', look, className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`sellerLevels.level.${level}`)}
    </span>
  );
}
