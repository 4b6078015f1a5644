import { Check, CheckCheck, Clock } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useChatCalls } from '../lib/chat-area';
import type { ChatMessage } from '../lib/chat-types';
import { OfferCard } from './offer-card';

/** Sent messages show one tick, two when read (seller spec §4); a clock while the send is under way. */
function DeliveryMark({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.isPending) return <Clock role="img" aria-label={t('chat.sending')} className="size-3.5" />;
  if (message.read) return <CheckCheck role="img" aria-label={t('chat.read')} className="size-4 text-sky-300" />;
  return <Check role="img" aria-label={t('chat.sent')} className="size-4" />;
}

export function MessageBubble({
  message,
  isOwn,
  isLatestOfOffer = false,
}: {
  message: ChatMessage;
  isOwn: boolean;
  isLatestOfOffer?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { formatTime } = useChatCalls();
  return (
    <li className={cn('flex', isOwn ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-3.5 py-2 text-sm shadow-sm',
          isOwn ? 'rounded-ee-md bg-brand-600 text-white' : 'rounded-es-md bg-white text-slate-900 ring-1 ring-slate-200',
          message.isPending && 'opacity-75',
        )}
      >
        {message.offer ? (
          <OfferCard offer={message.offer} isOwn={isOwn} canAnswer={isLatestOfOffer} />
        ) : (
          <p dir="auto" className="break-words whitespace-pre-wrap">
            {message.text}
          </p>
        )}
        <p className={cn('mt-1 flex items-center justify-end gap-1 text-[0.7rem]', isOwn ? 'text-brand-100' : 'text-slate-500')}>
          <time dateTime={message.created_at} title={formatDateTime(message.created_at, i18n.language)}>
            {formatTime(message.created_at, i18n.language, t)}
          </time>
          {isOwn ? <DeliveryMark message={message} /> : null}
        </p>
      </div>
    </li>
  );
}
