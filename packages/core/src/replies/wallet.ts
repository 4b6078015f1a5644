import { z } from 'zod';
import { LISTING_KINDS } from '../rules/digital.js';
import { ORDER_STATUSES } from '../rules/orders.js';
import { ZDoneReply, ZPaginationView, ZTimestamp } from './common.js';
import { ZDigitalStateView } from './digital-codes.js';

const ZWithdrawalStatus = z.enum(['pending', 'approved', 'rejected']);

/** Balances in SAR, from the ledger. */
export const ZWalletBalanceView = z.object({
  available: z.number(),
  pending: z.number(),
  held: z.number(),
  currency: z.string(),
});
export type TWalletBalanceView = z.output<typeof ZWalletBalanceView>;

export const ZWalletBalanceReply = ZWalletBalanceView.extend({ success: z.literal(true) });
export type TWalletBalanceReply = z.output<typeof ZWalletBalanceReply>;

/**
 * What a buyer's wallet shows of their own orders (SAR): the money of their orders still held in escrow, what open
 * disputes may refund, and what they paid this calendar month (Riyadh time) for orders, less what was refunded.
 */
export const ZBuyerWalletView = z.object({
  inEscrow: z.number(),
  escrowOrders: z.number().int(),
  refundsPending: z.number(),
  refundOrders: z.number().int(),
  spentThisMonth: z.number(),
});
export type TBuyerWalletView = z.output<typeof ZBuyerWalletView>;

/**
 * The wallet overview (money in SAR). `view` says which figures fit the user: `seller` for traders, admins and anyone
 * who has sold (the sales statistics), `buyer` for the others (their orders' escrow, refunds and spending).
 */
export const ZWalletSummaryView = z.object({
  view: z.enum(['buyer', 'seller']),
  buyer: ZBuyerWalletView,
  availableBalance: z.number(),
  pendingBalance: z.number(),
  heldBalance: z.number(),
  totalEarnings: z.number(),
  averageOrderValue: z.number(),
  currency: z.string(),
  ordersCount: z.number().int(),
  receivedCount: z.number().int(),
  withdrawalRequests: z.number().int(),
});
export type TWalletSummaryView = z.output<typeof ZWalletSummaryView>;

export const ZWalletReply = z.object({ success: z.literal(true), wallet: ZWalletSummaryView });
export type TWalletReply = z.output<typeof ZWalletReply>;

/** One movement of the user's available or pending balance; `amount` in SAR, negative when money left. */
export const ZWalletTransactionView = z.object({
  id: z.string(),
  /** The journal entry's kind, or `sale` for a sale held in escrow. */
  type: z.string(),
  amount: z.number(),
  description: z.string(),
  created_at: ZTimestamp,
  order_id: z.string().nullable(),
  reference: z.string(),
  status: z.string(),
});
export type TWalletTransactionView = z.output<typeof ZWalletTransactionView>;

export const ZWalletTransactionsReply = z.object({
  success: z.literal(true),
  transactions: z.array(ZWalletTransactionView),
  pagination: ZPaginationView,
});
export type TWalletTransactionsReply = z.output<typeof ZWalletTransactionsReply>;

/** One of the user's own withdrawal requests (amount in SAR). */
export const ZWithdrawalView = z.object({
  id: z.string(),
  type: z.literal('withdrawal'),
  amount: z.number(),
  date: ZTimestamp,
  account: z.string(),
  description: z.string(),
  rejection_reason: z.string().nullable(),
  reference: z.string(),
  status: ZWithdrawalStatus,
});
export type TWithdrawalView = z.output<typeof ZWithdrawalView>;

export const ZWithdrawalHistoryReply = z.object({ success: z.literal(true), withdrawals: z.array(ZWithdrawalView) });
export type TWithdrawalHistoryReply = z.output<typeof ZWithdrawalHistoryReply>;

/** Add Funds: the card's charge reference and the new available balance (SAR). */
export const ZDepositReply = z.object({
  success: z.literal(true),
  message: z.string(),
  reference: z.string(),
  availableBalance: z.number(),
});
export type TDepositReply = z.output<typeof ZDepositReply>;

export const ZWithdrawReply = z.object({
  success: z.literal(true),
  message: z.string(),
  id: z.string(),
  status: z.literal('pending'),
});
export type TWithdrawReply = z.output<typeof ZWithdrawReply>;

/** An order whose money is still in escrow, as the wallet lists it (amount in SAR, as the viewer sees it). */
export const ZPendingOrderView = z.object({
  id: z.string(),
  orderId: z.string(),
  productName: z.string(),
  buyerName: z.string(),
  sellerName: z.string(),
  role: z.enum(['buyer', 'seller', 'admin']),
  orderDate: ZTimestamp,
  amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  /** What was sold, and a digital order's delivery, so the state reads as the order pages word it. */
  kind: z.enum(LISTING_KINDS),
  digital: ZDigitalStateView.nullable(),
  canConfirm: z.boolean(),
  canRelease: z.boolean(),
  daysRemaining: z.number().int(),
});
export type TPendingOrderView = z.output<typeof ZPendingOrderView>;

export const ZPendingOrdersReply = z.object({ success: z.literal(true), pendingOrders: z.array(ZPendingOrderView) });
export type TPendingOrdersReply = z.output<typeof ZPendingOrdersReply>;

/** Confirm delivery, or the seller's release after the wait. */
export const ZEscrowReleasedReply = ZDoneReply;
export type TEscrowReleasedReply = z.output<typeof ZEscrowReleasedReply>;

/** A row of the admin's Withdrawal Management (amount in SAR). */
export const ZAdminWithdrawalView = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  amount: z.number(),
  currency: z.string(),
  account_info: z.string(),
  description: z.string(),
  status: ZWithdrawalStatus,
  requested_at: ZTimestamp,
  rejection_reason: z.string().nullable(),
  /** The bank's reference of the transfer that paid it. */
  transfer_reference: z.string().nullable(),
});
export type TAdminWithdrawalView = z.output<typeof ZAdminWithdrawalView>;

export const ZAdminWithdrawalsReply = z.object({
  success: z.literal(true),
  withdrawals: z.array(ZAdminWithdrawalView),
  pagination: ZPaginationView,
});
export type TAdminWithdrawalsReply = z.output<typeof ZAdminWithdrawalsReply>;

export const ZWithdrawalCountsView = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type TWithdrawalCountsView = z.output<typeof ZWithdrawalCountsView>;

export const ZWithdrawalCountsReply = ZWithdrawalCountsView.extend({ success: z.literal(true) });
export type TWithdrawalCountsReply = z.output<typeof ZWithdrawalCountsReply>;

/** Approve or reject one request. */
export const ZWithdrawalDecidedReply = ZDoneReply;
export type TWithdrawalDecidedReply = z.output<typeof ZWithdrawalDecidedReply>;

/** The full payout details, for the admin who pays (each reveal is audited). */
export const ZWithdrawalPayoutReply = z.object({
  success: z.literal(true),
  iban: z.string().nullable(),
  accountHolderName: z.string().nullable(),
  bankName: z.string().nullable(),
  /** The requester's own words about where to pay, when no IBAN was given as such. */
  accountInfo: z.string(),
});
export type TWithdrawalPayoutReply = z.output<typeof ZWithdrawalPayoutReply>;

export const ZBulkWithdrawalsReply = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many requests were decided, for clients that word the result themselves. */
  processed: z.number().int(),
});
export type TBulkWithdrawalsReply = z.output<typeof ZBulkWithdrawalsReply>;
