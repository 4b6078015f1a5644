import type { OrderStatus } from '@gamesouq/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type OrderItem = {
  id: string;
  productId: string | null;
  name: string;
  image: string;
  platform: { name: string };
  condition: string;
  quantity: number;
  type: 'Pickup' | 'Shipping';
  /** SAR per unit, after the listing's discount. */
  price: number;
  /** Percent. */
  discount: number;
  inStock: boolean;
};

export type Order = {
  _id: string;
  id: string;
  /** '#100001'. */
  orderId: string;
  number: number;
  status: OrderStatus;
  deliveryType: 'shipping' | 'pickup';
  created_at: string;
  shipped_at: string | null;
  completed_at: string | null;
  canceled_at: string | null;
  cancel_reason: string | null;
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
  payment_status: 'paid' | 'released' | 'refunded' | string;
  shippingAddress: { fullName?: string; phone?: string; city?: string; address?: string } | null;
  /** `storeName`: the shop's name when the seller has one (else their name), what buyers know them by. */
  seller: { id: string; name: string; storeName?: string; verified: boolean; role: string; rating: number };
  buyer: { id: string; name: string; email: string; phone: string };
  items: OrderItem[];
  tracking: { key: string; label: string; isDone: boolean }[];
  /** How the viewer stands to the order. */
  role: 'buyer' | 'seller' | 'admin';
  canCancel: boolean;
  canConfirm: boolean;
  canRelease: boolean;
  releaseAt: string | null;
  daysRemaining: number | null;
  review: { rating: number; review: string } | null;
  canReview: boolean;
  dispute: { id: string; status: 'open' | 'resolved' | string; resolution: string | null } | null;
  canDispute: boolean;
};

/** Purchases (`buyer`) or, for anyone who sells, the Sales view (`seller`): the orders of the user's own listings. */
export type OrdersView = 'buyer' | 'seller';

export const getOrders = ({ role, signal }: { role: OrdersView; signal?: AbortSignal }) =>
  api.get<{ orders: Order[] }>(`/api/user/orders?role=${role}`, { signal }).then((reply) => reply.orders ?? []);

export const ordersQueryOptions = (role: OrdersView) =>
  queryOptions({ queryKey: queryKeys.orders.list(role), queryFn: ({ signal }) => getOrders({ role, signal }) });

export const useOrders = (role: OrdersView) => useQuery(ordersQueryOptions(role));
