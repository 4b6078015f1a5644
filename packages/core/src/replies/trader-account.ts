import { z } from 'zod';
import { ROLES } from '../rules/roles.js';
import { DASHBOARD_PERIODS } from '../schemas/trader.js';
import { ZBankDetailsView } from './account.js';
import { ZDoneReply, ZPaginationView, ZTimestamp } from './common.js';
import { ZNotificationView } from './notifications.js';

/** The trader dashboard (seller §2.9); money in SAR. */
export const ZTraderDashboardReply = z.object({
  success: z.literal(true),
  period: z.enum(DASHBOARD_PERIODS),
  profit: z.number(),
  orders: z.number().int(),
  received: z.number().int(),
  chart: z.array(z.object({ date: ZTimestamp, profit: z.number(), orders: z.number().int() })),
  /** The last things that happened to the trader's orders, products and withdrawals. */
  recentActivity: z.array(
    z.object({
      id: z.string(),
      type: z.enum(['order', 'product', 'withdrawal']),
      /** The order, product or withdrawal the event is about. */
      subjectId: z.string(),
      title: z.string(),
      description: z.string(),
      status: z.string(),
      amount: z.number(),
      timestamp: ZTimestamp,
    }),
  ),
});
export type TTraderDashboardReply = z.output<typeof ZTraderDashboardReply>;

/** The trader profile (seller §3): account fields, the shop's fields and the bank details, masked. */
export const ZTraderProfileView = ZBankDetailsView.extend({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  store_name: z.string(),
  description: z.string(),
  location: z.string(),
  avatar: z.string().nullable(),
  created_at: ZTimestamp.nullable(),
  /** The shop's VAT and CR numbers as an admin verified them (its prices include VAT), or null. */
  vatNumber: z.string().nullable(),
  crNumber: z.string().nullable(),
  /** Numbers sent for an admin's review and not decided yet, or null. */
  vatReview: z.object({ vatNumber: z.string(), crNumber: z.string() }).nullable(),
});
export type TTraderProfileView = z.output<typeof ZTraderProfileView>;
export const ZTraderProfileReply = ZDoneReply.extend({ profile: ZTraderProfileView });
export type TTraderProfileReply = z.output<typeof ZTraderProfileReply>;

/** The trader wallet (seller §3): balance, the period's movements and the withdrawal limits; money in SAR. */
export const ZTraderWalletReply = z.object({
  success: z.literal(true),
  balance: z.object({ available: z.number(), pending: z.number(), held: z.number(), currency: z.literal('SAR') }),
  transactions: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      description: z.string(),
      timestamp: ZTimestamp,
      amount: z.number(),
      currency: z.literal('SAR'),
      status: z.string(),
      order_id: z.string().nullable(),
      reference: z.string(),
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      amount: z.number(),
      date: ZTimestamp,
      account: z.string(),
      description: z.string(),
      rejection_reason: z.string().nullable(),
      reference: z.string(),
      status: z.string(),
    }),
  ),
  withdrawalInfo: z.object({
    minAmount: z.number(),
    maxAmount: z.number(),
    processingTime: z.string(),
    iban: z.string(),
    bankName: z.string(),
  }),
});
export type TTraderWalletReply = z.output<typeof ZTraderWalletReply>;

/** A withdrawal request, held until an admin decides. */
export const ZTraderWithdrawReply = ZDoneReply.extend({ message: z.string(), id: z.string(), status: z.literal('pending') });
export type TTraderWithdrawReply = z.output<typeof ZTraderWithdrawReply>;

/** The trader panel's notification kinds (seller §3 trader panel notification). */
export const TRADER_NOTIFICATION_TYPES = ['new_order', 'delivery', 'profit', 'review', 'other'] as const;
export type TraderNotificationType = (typeof TRADER_NOTIFICATION_TYPES)[number];

/** A notification as the trader panel reads it: the panel's `type`, the stored kind still in `notification_type`. */
export const ZTraderNotificationView = ZNotificationView.extend({ type: z.enum(TRADER_NOTIFICATION_TYPES) });
export type TTraderNotificationView = z.output<typeof ZTraderNotificationView>;
export const ZTraderNotificationsReply = z.object({
  success: z.literal(true),
  notifications: z.array(ZTraderNotificationView),
  unreadCount: z.number().int(),
  pagination: ZPaginationView,
});
export type TTraderNotificationsReply = z.output<typeof ZTraderNotificationsReply>;

/** PUT /api/trader/profile/vat: the profile as it now stands; `isPendingReview` when an admin must verify new numbers. */
export const ZVatRegistrationReply = ZDoneReply.extend({
  message: z.string(),
  isPendingReview: z.boolean(),
  profile: ZTraderProfileView,
});
export type TVatRegistrationReply = z.output<typeof ZVatRegistrationReply>;

/** One order in the trader's VAT report; money in SAR. */
export const ZVatReportOrderView = z.object({
  id: z.string(),
  orderId: z.string(),
  date: ZTimestamp,
  status: z.string(),
  /** What the shop supplied, VAT included: items + shipping (what its escrow received). */
  gross: z.number(),
  net: z.number(),
  vat: z.number(),
  vatPercent: z.number(),
  /** The part of the buyer's price the platform paid (promo code). */
  platformPromo: z.number(),
  /** The platform's commission on the sale (VAT included) and the platform's VAT in it. */
  commission: z.number(),
  commissionVat: z.number(),
});
export type TVatReportOrderView = z.output<typeof ZVatReportOrderView>;

/** GET /api/trader/vat-report: the figures of the trader's own VAT return for a period. */
export const ZVatReportReply = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  seller: z.object({ name: z.string(), vatNumber: z.string().nullable(), crNumber: z.string().nullable() }),
  platformVatNumber: z.string().nullable(),
  totals: z.object({
    orders: z.number().int(),
    gross: z.number(),
    net: z.number(),
    vat: z.number(),
    platformPromo: z.number(),
    commission: z.number(),
    commissionNet: z.number(),
    commissionVat: z.number(),
  }),
  orders: z.array(ZVatReportOrderView),
});
export type TVatReportReply = z.output<typeof ZVatReportReply>;
