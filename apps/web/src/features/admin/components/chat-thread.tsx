import { Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { inputClasses } from '@/ui/text-field';
import { type AdminConversation, useAdminChatMessages, useSendAdminMessage } from '../api/chats';

const time = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA' : 'en-SA', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** A conversation's messages, newest at the bottom, and the box: Enter sends, Shift+Enter adds a line. */
export function ChatThread({ conversation }: { conversation: AdminConversation }) {
  const { t, i18n } = useTranslation();
  const messages = useAdminChatMessages(conversation.id);
  const send = useSendAdminMessage();
  const [text, setText] = useState('');
  const endRef = useRef<HTMLDivElement>(null);
  const boxId = useId();
  const count = messages.data?.length ?? 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message is added.
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  useEffect(() => {
    if (messages.isError) toast.error(t('adminPanel.chat.errors.messages'));
  }, [messages.isError, t]);

  function submit() {
    const message = text.trim();
    if (!message) return;
    send
      .mutateAsync({ id: conversation.id, message })
      .then(() => {
        setText('');
        void messages.refetch();
        toast.success(t('adminPanel.chat.sent'));
      })
      .catch(() => toast.error(t('adminPanel.chat.errors.send')));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <div className="flex h-[32rem] flex-col rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="border-b border-slate-100 px-4 py-3">
        <p className="font-semibold text-slate-900">{conversation.userName}</p>
      </div>
      <ol className="flex-1 space-y-2 overflow-y-auto p-4" aria-live="polite">
        {count === 0 && messages.isSuccess ? (
          <li className="py-10 text-center text-sm text-slate-500">
            <p className="font-semibold text-slate-700">{t('adminPanel.chat.noMessages')}</p>
            <p>{t('adminPanel.chat.start')}</p>
          </li>
        ) : null}
        {messages.data?.map((m) => {
          const isMine = m.sender === 'admin';
          return (
            <li key={m.id} className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
              <div
                className={cn(
                  'max-w-[75%] rounded-2xl px-3 py-2 text-sm',
                  isMine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-900',
                )}
              >
                <p dir="auto" className="whitespace-pre-line">
                  {m.content}
                </p>
                <p className={cn('mt-1 text-[0.7rem]', isMine ? 'text-brand-100' : 'text-slate-500')}>{time(m.timestamp, i18n.language)}</p>
              </div>
            </li>
          );
        })}
        <div ref={endRef} />
      </ol>
      <form
        className="flex items-end gap-2 border-t border-slate-100 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={boxId} className="sr-only">
          {t('adminPanel.chat.message')}
        </label>
        <textarea
          id={boxId}
          rows={2}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('adminPanel.chat.placeholder')}
          className={cn(inputClasses, 'resize-none')}
        />
        <Button type="submit" size="icon" aria-label={t('adminPanel.chat.send')} isLoading={send.isPending} disabled={!text.trim()}>
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </Button>
      </form>
    </div>
  );
}
