import type { TAppliedPromoView, TApplyPromoReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AppliedPromo = TAppliedPromoView;

/** Checks a promo code without using it; checkout applies and counts it. */
export const applyPromo = (code: string) => api.post<TApplyPromoReply>('/api/user/cart/promo', { code }).then((reply) => reply.promoCode);

export const useApplyPromo = () => useMutation({ mutationFn: applyPromo });
