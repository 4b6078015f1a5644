import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { useChats } from '../api/chats';
import { ChatThread } from '../components/chat-thread';
import { chatTime } from '../lib/chat-time';

/** Trader chat (seller §2.15): customer conversations with unread counts and the open thread; chat_id preselects one. */
export function TraderChatPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('trader.nav.chat'));
  const [params, setParams] = useSearchParams();
  const chats = useChats();
  const openId = params.get('chat_id');
  const open = chats.data?.find((chat) => chat.id === openId) ?? null;

  return (
    <section className="space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t('trader.nav.chat')}</h1>
      {chats.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : chats.isError ? (
        <EmptyState icon={MessageCircle} tone="error" title={t('traderPanel.chat.chatsFailed')} />
      ) : chats.data.length === 0 ? (
        <EmptyState icon={MessageCircle} title={t('traderPanel.chat.empty')} />
      ) : (
        <div className="grid h-[70vh] overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:grid-cols-[18rem_1fr]">
          <ul className={cn('overflow-y-auto border-slate-200 md:border-e', open && 'hidden md:block')}>
            {chats.data.map((chat) => (
              <li key={chat.id}>
                <button
                  type="button"
                  onClick={() => setParams({ chat_id: chat.id })}
                  aria-current={chat.id === openId ? 'true' : undefined}
                  className={cn(
                    'flex w-full items-start gap-3 px-4 py-3 text-start hover:bg-slate-50',
                    chat.id === openId && 'bg-brand-50',
                  )}
                >
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-700">
                    {chat.buyer.name.slice(0, 1)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium text-slate-900">{chat.buyer.name}</span>
                      <span className="shrink-0 text-xs text-slate-400">
                        {chatTime(chat.lastMessageTime, i18n.language, t('traderPanel.chat.yesterday'))}
                      </span>
                    </span>
                    <span className="flex items-center justify-between gap-2">
                      <span dir="auto" className="truncate text-sm text-slate-500">
                        {chat.lastMessage}
                      </span>
                      {chat.unread_count > 0 ? (
                        <span className="grid min-w-5 place-items-center rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
                          {chat.unread_count}
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {open ? (
            <div className="flex min-h-0 flex-col">
              <button type="button" className="px-4 pt-3 text-start text-sm text-brand-700 md:hidden" onClick={() => setParams({})}>
                {t('common.back')}
              </button>
              <ChatThread key={open.id} chatId={open.id} title={open.buyer.name} />
            </div>
          ) : (
            <div className="hidden place-items-center text-sm text-slate-500 md:grid">{t('traderPanel.chat.pick')}</div>
          )}
        </div>
      )}
    </section>
  );
}
