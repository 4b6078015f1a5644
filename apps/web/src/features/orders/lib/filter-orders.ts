import { IN_PROGRESS_STATUSES } from '@gamesouq/core';
import type { Order } from '../api/get-orders';

export type OrdersTab = 'in_progress' | 'completed' | 'canceled';
export type OrdersSort = 'date' | 'price' | 'id';

export function isInTab(order: Order, tab: OrdersTab): boolean {
  if (tab === 'in_progress') return IN_PROGRESS_STATUSES.includes(order.status);
  return order.status === tab;
}

/** The orders of a tab that match the search (order id, with or without '#', or an item's name), in the chosen order. */
export function filterOrders(orders: Order[], { tab, search, sort }: { tab: OrdersTab; search: string; sort: OrdersSort }): Order[] {
  const query = search.trim().toLowerCase().replace(/^#/, '');
  const found = orders.filter(
    (order) =>
      isInTab(order, tab) &&
      (!query || String(order.number).includes(query) || order.items.some((item) => item.name.toLowerCase().includes(query))),
  );
  const compare: Record<OrdersSort, (a: Order, b: Order) => number> = {
    // Newest first.
    date: (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at),
    // Highest first.
    price: (a, b) => b.total - a.total,
    id: (a, b) => a.number - b.number,
  };
  return found.sort(compare[sort]);
}
