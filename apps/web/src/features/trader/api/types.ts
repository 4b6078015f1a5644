import type { OrderStatus, TTraderProductView } from '@gamesouq/core';

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

export type ActivityItem = {
  id: string;
  type: 'order' | 'withdrawal' | 'product';
  /** The order, product or withdrawal the event is about. */
  subjectId: string;
  title: string;
  description: string;
  status: string;
  amount: number;
  timestamp: string;
};

export type DashboardPeriod = 'week' | 'month' | 'quarter' | 'year';

export type Dashboard = {
  period: DashboardPeriod;
  profit: number;
  orders: number;
  received: number;
  chart: { date: string; profit: number; orders: number }[];
  recentActivity: ActivityItem[];
};

/** The panel's kinds of notification (seller §3); `notification_type` keeps the stored kind (order, chat, product, ...). */
export type TraderNotificationType = 'new_order' | 'delivery' | 'profit' | 'review' | 'other';

export type TraderNotification = {
  id: string;
  type: TraderNotificationType;
  notification_type: string;
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
  actionUrl: string | null;
  orderId: string | null;
  chatId: string | null;
  productId: string | null;
  /** `event` and its figures (number, amount, reason, title) for wording the notification; chat ones carry buyer_name. */
  data: Record<string, string>;
};

export type TraderProfile = {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: string;
  verified: boolean;
  store_name: string;
  description: string;
  location: string;
  avatar: string | null;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  iban: string;
  swiftCode: string;
  created_at: string | null;
};

export type TraderWallet = {
  balance: { available: number; pending: number; held: number; currency: string };
  transactions: { id: string; type: string; description: string; timestamp: string; amount: number; currency: string; status: string }[];
  withdrawals: { id: string; amount: number; date: string; status: string; account: string; rejection_reason: string | null }[];
  withdrawalInfo: { minAmount: number; maxAmount: number; processingTime: string; iban: string; bankName: string };
};
