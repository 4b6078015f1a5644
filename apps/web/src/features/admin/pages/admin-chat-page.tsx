import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyState } from '@/ui/empty-state';
import { LoadingState } from '@/ui/loading-state';
import { useAdminChats } from '../api/chats';
import { ChatThread } from '../components/chat-thread';
import { PageHeader } from '../components/page-header';
import { SearchInput } from '../components/search-input';

/** Admin Chat (admin §2): conversations with search on the left, the chosen thread on the right; ?chat_id= preselects. */
export function AdminChatPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.chat.title'));
  const [params] = useSearchParams();
  const chats = useAdminChats();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(params.get('chat_id'));
  useEffect(() => {
    if (chats.isError) toast.error(t('adminPanel.chat.errors.chats'));
  }, [chats.isError, t]);
  const shown = (chats.data ?? []).filter((c) => `${c.userName} ${c.lastMessage}`.toLowerCase().includes(search.trim().toLowerCase()));
  const conversation = chats.data?.find((c) => c.id === selected) ?? null;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-SA' : 'en-SA', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.chat.title')} />
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <div className="space-y-3">
          <SearchInput label={t('adminPanel.chat.search')} placeholder={t('adminPanel.chat.search')} value={search} onChange={setSearch} />
          {chats.isPending ? (
            <LoadingState label={t('common.loading')} />
          ) : shown.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-sm text-slate-500 ring-1 ring-slate-200">
              {t('adminPanel.chat.noConversations')}
            </p>
          ) : (
            <ul className="space-y-1">
              {shown.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    aria-pressed={selected === c.id}
                    onClick={() => setSelected(c.id)}
                    className={cn(
                      'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start hover:bg-white',
                      selected === c.id && 'bg-white shadow-sm ring-1 ring-slate-200',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="flex justify-between gap-2">
                        <span className="truncate font-semibold text-slate-900">{c.userName}</span>
                        <span className="shrink-0 text-xs text-slate-500">{time(c.lastMessageTime)}</span>
                      </span>
                      <span dir="auto" className="block truncate text-sm text-slate-500 rtl:text-right">
                        {c.lastMessage}
                      </span>
                    </span>
                    {c.unreadCount > 0 ? (
                      <span className="grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-xs font-bold text-white">
                        {formatNumber(c.unreadCount, i18n.language)}
                      </span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {conversation ? (
          <ChatThread key={conversation.id} conversation={conversation} />
        ) : (
          <EmptyState icon={MessageCircle} title={t('adminPanel.chat.select')} />
        )}
      </div>
    </section>
  );
}
