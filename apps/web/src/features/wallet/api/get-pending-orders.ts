import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type PendingOrder = {
  id: string;
  /** '#100001'. */
  orderId: string;
  productName: string;
  buyerName: string;
  sellerName: string;
  /** How the user stands to the order: paid for it, or sold it. */
  role: 'buyer' | 'seller';
  orderDate: string;
  amount: number;
  status: string;
  canConfirm: boolean;
  canRelease: boolean;
  /**
   * Days until the seller may release the funds (seller §3: a number). Before the hand-over the countdown has not
   * started, so it is the whole waiting time.
   */
  daysRemaining: number;
};

/** Orders whose money is still held in escrow, bought or sold by the user. */
export const getPendingOrders = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get<{ pendingOrders: PendingOrder[] }>('/api/user/wallet/pending-orders', { signal }).then((reply) => reply.pendingOrders ?? []);

export const pendingOrdersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.wallet.pendingOrders(), queryFn: ({ signal }) => getPendingOrders({ signal }) });

export const usePendingOrders = () => useQuery(pendingOrdersQueryOptions());
