import type {
  OrderStatus,
  TTraderDashboardReply,
  TTraderNotificationView,
  TTraderProductView,
  TTraderProfileView,
  TTraderWalletReply,
} from '@gamesouq/core';

/** The replies of /api/trader/* (seller §3), as the server's views shape them; their `pagination` is lib/pagination's. */

export type TraderProduct = TTraderProductView;

export type OrderProof = { id: string; name: string; type: 'image/webp' | 'application/pdf'; url: string; uploadedAt?: string };

export type TraderOrder = {
  id: string;
  orderId: string;
  number: number;
  date: string;
  status: OrderStatus;
  deliveryType: 'shipping' | 'pickup';
  subtotal: number;
  shipping: number;
  tax: number;
  discount: number;
  total: number;
  customer: { name: string; email: string; avatar: string | null };
  items: { id: string; name: string; quantity: number; price: number; image: string }[];
  shippingInfo: { name: string; phone: string; address: string };
  /** The buyer's address as entered at checkout; `city` is one of the cities' codes. */
  shippingAddress?: { fullName?: string; phone?: string; address?: string; city?: string } | null;
  nextStatuses: OrderStatus[];
  proofs: OrderProof[];
  daysRemaining: number | null;
};

export type ActivityItem = TTraderDashboardReply['recentActivity'][number];

export type DashboardPeriod = 'week' | 'month' | 'quarter' | 'year';

export type Dashboard = TTraderDashboardReply;

/** The panel's kinds of notification (seller §3); `notification_type` keeps the stored kind (order, chat, product, ...). */
export type TraderNotification = TTraderNotificationView;

export type TraderProfile = TTraderProfileView;

export type TraderWallet = TTraderWalletReply;
