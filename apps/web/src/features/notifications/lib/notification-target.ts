import { paths } from '@/config/paths';
import type { AppNotification } from './notification-types';

/** Where a click leads (buyer spec §2): the order, the chat or the product; other types stay in the list. */
export function notificationTarget(notification: AppNotification): string | null {
  if (notification.type === 'order' && notification.orderId) return paths.app.order.getHref(notification.orderId);
  if (notification.type === 'chat' && notification.chatId) return paths.app.chatWith.getHref(notification.chatId);
  if (notification.type === 'product' && notification.productId) return paths.app.product.getHref(notification.productId);
  return null;
}
