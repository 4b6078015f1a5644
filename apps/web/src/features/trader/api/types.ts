import type {
  TOrderProofView,
  TTraderDashboardReply,
  TTraderNotificationView,
  TTraderOrderView,
  TTraderProductView,
  TTraderProfileView,
  TTraderWalletReply,
} from '@gamesouq/core';

/** The replies of /api/trader/* (seller §3), as the server's views shape them; their `pagination` is lib/pagination's. */

export type TraderProduct = TTraderProductView;

export type OrderProof = TOrderProofView;

export type TraderOrder = TTraderOrderView;

export type ActivityItem = TTraderDashboardReply['recentActivity'][number];

export type DashboardPeriod = 'week' | 'month' | 'quarter' | 'year';

export type Dashboard = TTraderDashboardReply;

/** The panel's kinds of notification (seller §3); `notification_type` keeps the stored kind (order, chat, product, ...). */
export type TraderNotification = TTraderNotificationView;

export type TraderProfile = TTraderProfileView;

export type TraderWallet = TTraderWalletReply;
