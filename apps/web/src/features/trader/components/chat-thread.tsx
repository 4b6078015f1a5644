import { useQueryClient } from '@tanstack/react-query';
import { Check, CheckCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { Button } from '@/ui/button';
import { type ChatMessage, messagesQueryOptions, sendMessage, useMarkChatRead, useMessages } from '../api/chats';
import { chatTime } from '../lib/chat-time';

/** One conversation: read on open, optimistic sending (a failed message is removed and its text put back). */
export function ChatThread({ chatId, title }: { chatId: string; title: string }) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const messages = useMessages(chatId);
  const markRead = useMarkChatRead();
  const [text, setText] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const key = messagesQueryOptions(chatId).queryKey;

  // biome-ignore lint/correctness/useExhaustiveDependencies: mark read once per opened conversation.
  useEffect(() => {
    markRead.mutate(chatId);
  }, [chatId]);
  const count = messages.data?.length ?? 0;
  useEffect(() => {
    if (count) endRef.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const send = () => {
    const body = text.trim();
    if (!body) return;
    const clientId = newIdempotencyKey();
    const temporary: ChatMessage = {
      id: clientId,
      chat_id: chatId,
      sender_id: user?.id ?? '',
      text: body,
      created_at: new Date().toISOString(),
      isPending: true,
    };
    queryClient.setQueryData(key, (current: ChatMessage[] = []) => [...current, temporary]);
    setText('');
    sendMessage({ chatId, text: body, clientId })
      .then((saved) => queryClient.setQueryData(key, (current: ChatMessage[] = []) => current.map((m) => (m.id === clientId ? saved : m))))
      .catch(() => {
        queryClient.setQueryData(key, (current: ChatMessage[] = []) => current.filter((m) => m.id !== clientId));
        setText(body);
        toast.error(t('traderPanel.chat.sendFailed'));
      });
  };

  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={title}>
      <header className="border-b border-slate-200 px-4 py-3 font-semibold text-slate-900">{title}</header>
      <div className="flex-1 space-y-2 overflow-y-auto p-4">
        {messages.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('traderPanel.chat.messagesFailed')}
          </p>
        ) : null}
        {(messages.data ?? []).map((message) => {
          const isMine = message.sender_id === user?.id;
          return (
            <div key={message.id} className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[75%] rounded-2xl px-3 py-2 text-sm',
                  isMine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
                  message.isPending && 'opacity-60',
                )}
              >
                <p dir="auto" className="whitespace-pre-line break-words">
                  {message.text}
                </p>
                <p className={cn('mt-1 flex items-center justify-end gap-1 text-[11px]', isMine ? 'text-brand-100' : 'text-slate-500')}>
                  {chatTime(message.created_at, i18n.language, t('traderPanel.chat.yesterday'))}
                  {isMine ? (
                    message.isRead ? (
                      <CheckCheck aria-label={t('traderPanel.chat.read')} className="size-3.5" />
                    ) : (
                      <Check aria-label={t('traderPanel.chat.sent')} className="size-3.5" />
                    )
                  ) : null}
                </p>
              </div>
            </div>
          );
        })}
        <div ref={endRef} />
      </div>
      <form
        className="flex items-end gap-2 border-t border-slate-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <textarea
          aria-label={t('traderPanel.chat.placeholder')}
          placeholder={t('traderPanel.chat.placeholder')}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              send();
            }
          }}
          className="max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
        />
        <Button type="submit" size="icon" aria-label={t('traderPanel.chat.send')} disabled={!text.trim()}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Button>
      </form>
    </section>
  );
}
