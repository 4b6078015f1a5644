// The face of this module: what other modules may use. Everything else in the folder is its own.
export {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markChatNotificationsRead,
  markNotificationRead,
  notificationsInStatement,
  pushNotificationsRead,
  storedNotificationView,
  storeNotification,
} from './notify.js';
export { WEB_PUSH_TASK } from './push-queue.js';
export { pushRoutes } from './routes-push.js';
export { sendWebPush } from './send-push.js';
export { createPushSender, type PushSender, resolveVapidKeys } from './web-push.js';
