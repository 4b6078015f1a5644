import { Heart, MessageCircle, Share2 } from 'lucide-react';
import { useToggleFavorite } from '@/lib/api/toggle-favorite';
import { useOpenChatDrawer } from '@/lib/chat-drawer';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import type { Ad } from '@/lib/listing-types';
import { useRequireAccount } from '@/lib/pending-action';
import { ShareProduct } from './share-product';

const actionClasses =
  'inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg px-2 text-xs font-semibold ring-1 ring-inset transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-55';

/**
 * The Favorite, Share and Chat buttons of an ad card on Home and in the related row of a product; a visitor signs in
 * at Favorite or Chat and it finishes when back (docs/decisions/017).
 */
export function AdCardActions({
  ad,
  isCompact = false,
}: {
  ad: Pick<Ad, 'id' | 'isFavorite' | 'title' | 'storeName' | 'seller'>;
  /** Icons only, each a 44 px target, for the narrow cards of a phone's grid and list (their names stay for screen readers). */
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const sizeClasses = isCompact ? 'h-11 min-w-11' : 'h-9';
  const label = (text: string) => <span className={cn(isCompact && 'sr-only')}>{text}</span>;
  const toggleFavorite = useToggleFavorite();
  const openChat = useOpenChatDrawer();
  const requireAccount = useRequireAccount();
  const chatTarget = { productId: ad.id, sellerName: ad.storeName || ad.seller.name, productTitle: ad.title };
  return (
    <>
      <button
        type="button"
        aria-pressed={ad.isFavorite}
        disabled={toggleFavorite.isPending}
        onClick={() => requireAccount({ kind: 'favorite', productId: ad.id }, () => toggleFavorite.mutate(ad.id))}
        className={cn(
          actionClasses,
          sizeClasses,
          ad.isFavorite ? 'bg-red-50 text-red-700 ring-red-200 hover:bg-red-100' : 'text-slate-700 ring-slate-200 hover:bg-slate-50',
        )}
      >
        <Heart aria-hidden="true" className={cn('size-4', ad.isFavorite && 'fill-current')} />
        {label(t('ad.favorite'))}
      </button>
      <ShareProduct
        ad={ad}
        className="flex flex-1"
        triggerClassName={cn(actionClasses, sizeClasses, 'text-slate-700 ring-slate-200 hover:bg-slate-50')}
      >
        <Share2 aria-hidden="true" className="size-4" />
        {label(t('ad.share'))}
      </ShareProduct>
      {openChat ? (
        <button
          type="button"
          onClick={() => requireAccount({ kind: 'chat', ...chatTarget }, () => openChat(chatTarget))}
          className={cn(actionClasses, sizeClasses, 'text-slate-700 ring-slate-200 hover:bg-slate-50')}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          {label(t('ad.chat'))}
        </button>
      ) : null}
    </>
  );
}
