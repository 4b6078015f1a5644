import type { TCartGroupView, TCartItemView, TCartReply } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type CartItem = TCartItemView;
export type CartGroup = TCartGroupView;
export type Cart = TCartReply;

/** The cart grouped by seller, priced as checkout will price it (buyer §2 Cart). */
export const getCart = ({ signal }: { signal?: AbortSignal } = {}) => api.get<Cart>('/api/user/cart', { signal });

export const cartQueryOptions = () => queryOptions({ queryKey: queryKeys.cart(), queryFn: ({ signal }) => getCart({ signal }) });

export const useCart = () => useQuery(cartQueryOptions());
