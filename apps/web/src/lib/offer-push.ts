import { toast } from 'sonner';
import type { TFunction } from '@/lib/i18n';
import { enablePush, isPushSupported } from '@/lib/web-push';

const ASKED = 'gamesouq.pushAsked';

/**
 * Offers notifications on this device once, at a moment they make sense (the first order placed, the first chat
 * message sent), never on a first visit; the answer, or a dismissal, is remembered and the offer not made again.
 */
export function offerPush(t: TFunction, moment: 'order' | 'chat') {
  if (!isPushSupported() || Notification.permission !== 'default' || localStorage.getItem(ASKED)) return;
  localStorage.setItem(ASKED, new Date().toISOString());
  toast(t('webPush.offerTitle'), {
    description: t(moment === 'order' ? 'webPush.offerAfterOrder' : 'webPush.offerAfterChat'),
    duration: 30_000,
    // At the bottom: for its 30 seconds it must not cover the header's bell, cart and menu.
    position: 'bottom-center',
    action: {
      label: t('webPush.turnOn'),
      onClick: () =>
        void enablePush().then(
          (isOn) => (isOn ? toast.success(t('webPush.on')) : toast(t('webPush.blocked'))),
          () => toast.error(t('webPush.failed')),
        ),
    },
    cancel: { label: t('webPush.notNow'), onClick: () => undefined },
  });
}
