import type { ChatNotificationEvent } from '@gamesouq/core';
import { Bell, MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useAppArea } from '@/lib/app-area';
import { loadDictionaries, useTranslation } from '@/lib/i18n';
import { useRealtimeEvent } from '@/lib/realtime';

import { isChatOpen } from '../lib/open-chats';

/** A toast with the bell icon and a speech-bubble prefix for each chat message (buyer spec §9), unless its thread is on screen. */
export function ChatNotificationToasts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const area = useAppArea();
  // The conversation opens in the chat of the area the user is in.
  const chatHref = (chatId: string) =>
    area === 'trader'
      ? `${paths.trader.chat.getHref()}?chat_id=${encodeURIComponent(chatId)}`
      : area === 'admin'
        ? `${paths.admin.chat.getHref()}?chat_id=${encodeURIComponent(chatId)}`
        : paths.app.chatWith.getHref(chatId);
  const show = (event: ChatNotificationEvent) => {
    if (isChatOpen(event.chat_id)) return;
    const text = t('chat.toast', { name: event.sender_name, message: event.message });
    toast(
      <span className="flex items-start gap-1.5">
        <MessageCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <span dir="auto">{text}</span>
      </span>,
      {
        icon: <Bell aria-hidden="true" className="size-4 text-brand-600" />,
        action: { label: t('chat.open'), onClick: () => navigate(chatHref(event.chat_id)) },
      },
    );
  };
  useRealtimeEvent('chat_notification', (event) => {
    if (isChatOpen(event.chat_id)) return;
    // Any screen shows it, also a public one, which has not loaded the chat texts (without them, no toast).
    loadDictionaries(['app']).then(
      () => show(event),
      () => undefined,
    );
  });
  return null;
}
