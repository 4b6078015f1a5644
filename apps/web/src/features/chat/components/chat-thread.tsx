import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { serverReason } from '@/lib/messages';
import { offerPush } from '@/lib/offer-push';
import { LoadingState } from '@/ui/loading-state';
import { useSendMessage } from '../api/send-message';
import { useChatCalls } from '../lib/chat-area';
import { useLiveThread } from '../lib/use-live-thread';
import { useTypingSignal } from '../lib/use-typing';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';
import { TypingIndicator } from './typing-indicator';

type ChatThreadProps = {
  chatId: string;
  currentUserId: string;
  otherName: string;
  isOtherTyping: boolean;
};

/** The messages of one conversation, live, with the message box: used by the chat drawer and the chat page of each area. */
export function ChatThread({ chatId, currentUserId, otherName, isOtherTyping }: ChatThreadProps) {
  const { t } = useTranslation();
  const calls = useChatCalls();
  const isAdmin = calls.area === 'admin';
  const { data: messages, isPending, isError } = useQuery(calls.messages(chatId));
  const sendMessage = useSendMessage(calls.send);
  const typing = useTypingSignal(chatId);
  const [text, setText] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  useLiveThread({ chatId, currentUserId });

  const count = messages?.length ?? 0;
  // Only an offer's latest move in the thread may be answered.
  const latestOfOffer = new Map(messages?.flatMap((message) => (message.offer ? [[message.offer.id, message.id] as const] : [])));
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest message and the typing line as they appear.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [count, isOtherTyping]);

  const send = () => {
    const body = text.trim();
    if (!body) return;
    typing.stop();
    setText('');
    sendMessage.mutate(
      { chatId, text: body, senderId: currentUserId, messageId: `tmp-${newIdempotencyKey()}` },
      {
        // Admin spec §8: 'Message sent successfully'.
        onSuccess: () => {
          if (isAdmin) toast.success(t('chat.admin.sent'));
          else offerPush(t, 'chat');
        },
        onError: (error) => {
          // The failed message leaves the thread and its text comes back to the box (buyer spec §4).
          setText((current) => current || body);
          toast.error(t('chat.sendFailed'), { description: serverReason(t, error) });
        },
      },
    );
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        role="log"
        aria-label={t('chat.messagesLabel', { name: otherName })}
        className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-4"
      >
        {isPending ? (
          <LoadingState label={t('chat.loadingMessages')} className="bg-transparent shadow-none ring-0" />
        ) : isError ? (
          <p role="alert" className="py-10 text-center text-sm text-red-600">
            {t('chat.messagesFailed')}
          </p>
        ) : count === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-2 py-10 text-center text-slate-500">
            <MessagesSquare aria-hidden="true" className="size-10 text-slate-300" />
            {isAdmin ? (
              <>
                <p className="text-sm font-semibold text-slate-700">{t('chat.admin.noMessages')}</p>
                <p className="text-sm">{t('chat.admin.startConversation')}</p>
              </>
            ) : (
              <p className="text-sm">{t('chat.noMessages')}</p>
            )}
          </div>
        ) : (
          <ol className="flex flex-col gap-2">
            {messages?.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                isOwn={message.sender_id === currentUserId}
                isLatestOfOffer={message.offer !== undefined && latestOfOffer.get(message.offer.id) === message.id}
              />
            ))}
          </ol>
        )}
        <div ref={endRef} />
      </div>
      {isOtherTyping ? <TypingIndicator name={otherName} /> : null}
      <MessageComposer
        value={text}
        onChange={(value) => {
          setText(value);
          if (value.trim()) typing.onInput();
          else typing.stop();
        }}
        onSend={send}
        rows={isAdmin ? 2 : 1}
      />
    </div>
  );
}
