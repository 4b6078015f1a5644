import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { ChatNotificationToasts } from '@/features/chat/components/chat-notification-toasts';

/**
 * Every page: a thin progress bar while a lazy route loads, scroll restoration (also to #anchors) and chat toasts.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? (
        <div aria-hidden="true" className="fixed inset-x-0 top-0 z-[100] h-0.5 overflow-hidden bg-brand-100">
          <div className="animate-progress h-full w-2/5 bg-brand-600" />
        </div>
      ) : null}
      <Outlet />
      <ScrollRestoration />
      <ChatNotificationToasts />
    </>
  );
}
