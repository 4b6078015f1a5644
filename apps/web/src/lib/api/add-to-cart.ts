import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { api } from '../api-client';
import { errorMessage } from '../messages';
import { queryKeys } from '../query-keys';

export const addToCart = ({ productId, quantity }: { productId: string; quantity: number; title?: string }) =>
  api.post<TDoneReply>('/api/user/cart', { productId, quantity });

/** The Add to cart buttons of the product page and the favourites (buyer §8 toasts), with a shortcut to the cart. */
export function useAddToCart() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (_reply, { title }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
      toast.success(title ? t('cart.addedTitle', { title }) : t('cart.added'), {
        action: { label: t('cart.viewCart'), onClick: () => navigate(paths.app.cart.getHref()) },
      });
    },
    onError: (error) => {
      toast.error(errorMessage(t, error, { fallback: t('cart.addFailed') }));
    },
  });
}
