import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAddToCart } from '@/lib/api/add-to-cart';
import { saveFavorite, useToggleFavorite } from '@/lib/api/toggle-favorite';
import { useOpenChatDrawer } from '@/lib/chat-drawer';
import { useCurrentUser } from '@/lib/current-user';
import { takePendingAction } from '@/lib/pending-action';

const KINDS = ['favorite', 'cart', 'chat'] as const;

/**
 * Finishes, once signed in, the favourite, add-to-cart or chat a visitor started on this page before signing in
 * (docs/decisions/017). Report waits in the product page, which owns its dialog.
 */
export function ResumePendingAction() {
  const { user } = useCurrentUser();
  const location = useLocation();
  const favorite = useToggleFavorite({ mutationFn: saveFavorite });
  const addToCart = useAddToCart();
  const openChat = useOpenChatDrawer();
  const path = `${location.pathname}${location.search}`;
  const { mutate: saveFavoriteNow } = favorite;
  const { mutate: addToCartNow } = addToCart;

  useEffect(() => {
    if (!user) return;
    const action = takePendingAction({ path, kinds: KINDS });
    if (!action) return;
    if (action.kind === 'favorite') saveFavoriteNow(action.productId);
    else if (action.kind === 'cart') addToCartNow({ productId: action.productId, quantity: action.quantity, title: action.title });
    else openChat?.({ productId: action.productId, sellerName: action.sellerName, productTitle: action.productTitle });
  }, [user, path, saveFavoriteNow, addToCartNow, openChat]);

  return null;
}
