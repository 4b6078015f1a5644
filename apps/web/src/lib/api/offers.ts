import type { TOfferReply, TOffersReply } from '@gamesouq/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** The user's offers on a listing (made or received), newest first. */
export const offersQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: queryKeys.offers(productId),
    queryFn: async ({ signal }) =>
      (await api.get<TOffersReply>(`/api/user/offers?productId=${encodeURIComponent(productId)}`, { signal })).offers,
  });

export type OfferAnswer = { id: string; action: 'accept' | 'decline' } | { id: string; action: 'counter'; price: number };

/** Makes an offer, or answers one; the offer's thread, the cart and the listing's offers are read again. */
export function useOfferCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (call: { productId: string; price: number } | OfferAnswer) =>
      'action' in call
        ? api.post<TOfferReply>(
            `/api/user/offers/${encodeURIComponent(call.id)}/${call.action}`,
            'price' in call ? { price: call.price } : {},
          )
        : api.post<TOfferReply>('/api/user/offers', call),
    onSuccess: ({ offer }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.offers(offer.productId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.chat.messages(offer.chatId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart() });
    },
  });
}
