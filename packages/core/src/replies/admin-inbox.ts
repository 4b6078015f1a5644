import { z } from 'zod';
import { ZClientView } from './admin-clients.js';
import { ZDoneReply, ZDoneWithMessageReply, ZPaginationView, ZTimestamp } from './common.js';

/** A contact-form message; `userId` is the sender's account when they wrote while signed in. */
export const ZContactMessageView = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  message: z.string(),
  userId: z.string().nullable(),
  status: z.enum(['new', 'handled']),
  handledAt: ZTimestamp.nullable(),
  /** The name of the admin who handled it. */
  handledBy: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TContactMessageView = z.output<typeof ZContactMessageView>;

/** GET /api/admin/contact-messages. */
export const ZContactMessageListReply = z.object({
  success: z.literal(true),
  messages: z.array(ZContactMessageView),
  pagination: ZPaginationView,
});
export type TContactMessageListReply = z.output<typeof ZContactMessageListReply>;

/** GET /api/admin/contact-messages/counts: messages not yet handled. */
export const ZContactMessageCountsReply = z.object({ success: z.literal(true), new: z.number().int() });
export type TContactMessageCountsReply = z.output<typeof ZContactMessageCountsReply>;

/** PATCH /api/admin/contact-messages/:id. */
export const ZContactMessageUpdatedReply = ZDoneWithMessageReply;
export type TContactMessageUpdatedReply = z.output<typeof ZContactMessageUpdatedReply>;

/** An account deletion request with the account and, while pending, what stands in the way of closing it. */
export const ZDeletionRequestView = z.object({
  id: z.string(),
  user: ZClientView.nullable(),
  reason: z.string(),
  status: z.enum(['pending', 'completed', 'declined', 'cancelled']),
  createdAt: ZTimestamp,
  decidedAt: ZTimestamp.nullable(),
  /** The name of the admin who decided it. */
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  openOrders: z.number().int(),
  /** In riyals. */
  balances: z.object({ available: z.number(), pending: z.number(), held: z.number() }),
  /** Why the account cannot be closed yet; null when it can (or the request is decided). */
  blocker: z.string().nullable(),
});
export type TDeletionRequestView = z.output<typeof ZDeletionRequestView>;

/** GET /api/admin/deletion-requests. */
export const ZDeletionRequestListReply = z.object({
  success: z.literal(true),
  requests: z.array(ZDeletionRequestView),
  pagination: ZPaginationView,
});
export type TDeletionRequestListReply = z.output<typeof ZDeletionRequestListReply>;

/** GET /api/admin/deletion-requests/counts. */
export const ZDeletionRequestCountsReply = z.object({ success: z.literal(true), pending: z.number().int() });
export type TDeletionRequestCountsReply = z.output<typeof ZDeletionRequestCountsReply>;

/** POST /api/admin/deletion-requests/:id/close|decline. */
export const ZDeletionRequestDecidedReply = ZDoneWithMessageReply;
export type TDeletionRequestDecidedReply = z.output<typeof ZDeletionRequestDecidedReply>;

/** POST /api/admin/notifications: how many accounts the broadcast reached. */
export const ZBroadcastSentReply = ZDoneReply.extend({ message: z.string(), sent: z.number().int() });
export type TBroadcastSentReply = z.output<typeof ZBroadcastSentReply>;
