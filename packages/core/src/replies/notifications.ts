import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../rules/notifications.js';
import { ZPaginationView, ZTimestamp } from './common.js';

export {
  ALERT_EVENTS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_TYPES,
  type NotificationEvent,
  ORDER_CHANGES,
  type OrderChange,
  PUSH_TOPICS,
  type PushTopic,
  pushTopicOf,
} from '../rules/notifications.js';

/** A notification as the API and the `notification`/`notifications` events carry it (buyer §3 and the trader panel's form). */
export const ZNotificationView = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  notification_type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  orderId: z.string().nullable(),
  chatId: z.string().nullable(),
  productId: z.string().nullable(),
  data: z.record(z.string(), z.string()),
  isRead: z.boolean(),
  read: z.boolean(),
  actionUrl: z.string().nullable(),
  timestamp: ZTimestamp,
  createdAt: ZTimestamp,
});
export type TNotificationView = z.output<typeof ZNotificationView>;

export const ZNotificationsReply = z.object({
  success: z.literal(true),
  notifications: z.array(ZNotificationView),
  unreadCount: z.number().int(),
  pagination: ZPaginationView,
});
export type TNotificationsReply = z.output<typeof ZNotificationsReply>;
