import { paths } from '@/config/paths';
import type { AppArea } from '@/lib/app-area';

type Targetable = {
  type: string;
  orderId: string | null;
  chatId: string | null;
  productId: string | null;
  data?: Record<string, string> | null;
};

/** Alerts about other sellers' listings (issue 20): they open the public product page in every area. */
const SHOPPER_ALERTS = new Set([
  'saved_search_match',
  'price_dropped',
  'back_in_stock',
  'followed_seller_listing',
  'item_new_offer',
  'item_price_dropped',
]);

const inPanel = (href: string, param: string, id: string) => `${href}?${param}=${encodeURIComponent(id)}`;

/**
 * Where a click leads (buyer spec §2: the order, the chat or the product), without leaving the area the user is in:
 * in the trader panel an order opens in the panel's orders and a chat in the panel's chat; in the back-office an
 * order opens in the admin's order view and a chat in Admin Chat. A withdrawal leads to the wallet.
 */
export function notificationTarget(notification: Targetable, area: AppArea = 'app'): string | null {
  const { type, orderId, chatId, productId, data } = notification;
  if (type === 'order' && orderId) {
    if (area === 'trader') return inPanel(paths.trader.orders.getHref(), 'open', orderId);
    if (area === 'admin') return paths.admin.order.getHref(orderId);
    return paths.app.order.getHref(orderId);
  }
  if (type === 'chat' && chatId) {
    if (area === 'trader') return inPanel(paths.trader.chat.getHref(), 'chat_id', chatId);
    if (area === 'admin') return inPanel(paths.admin.chat.getHref(), 'chat_id', chatId);
    return paths.app.chatWith.getHref(chatId);
  }
  if (data?.event === 'saved_search_digest') return paths.app.savedSearches.getHref();
  if (type === 'product' && productId) {
    return area === 'trader' && !SHOPPER_ALERTS.has(data?.event ?? '')
      ? inPanel(paths.trader.products.getHref(), 'open', productId)
      : paths.app.product.getHref(productId);
  }
  if (type === 'withdrawal') return area === 'trader' ? paths.trader.wallet.getHref() : paths.app.wallet.getHref();
  return null;
}
