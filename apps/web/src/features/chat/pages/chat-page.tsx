import { useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { useRealtimeEvent } from '@/lib/realtime';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadingState } from '@/ui/loading-state';
import { useConversations } from '../api/get-conversations';
import { ChatThread } from '../components/chat-thread';
import { ConversationList } from '../components/conversation-list';
import { ThreadHeader } from '../components/thread-header';
import { useTypingChats } from '../lib/use-typing';

/**
 * The chat page /chat (buyer spec §2, seller spec §2.6), also the trader panel's chat: conversations with search and
 * the chosen thread. `?chat_id=` or /chat/{chatId} preselects one; small screens show the list or the thread.
 */
export function ChatPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { chatId: routeChatId } = useParams();
  const [searchParams] = useSearchParams();
  const { data: conversations, isPending, isError } = useConversations();
  const typingChats = useTypingChats(user?.id ?? '');
  useDocumentTitle(t('nav.chat'));

  // New messages move conversations up and change their unread counts.
  useRealtimeEvent('new_message', () => void queryClient.invalidateQueries({ queryKey: ['chat', 'conversations'] }));

  const basePath = routeChatId ? pathname.slice(0, pathname.lastIndexOf('/')) : pathname;
  const selectedId = searchParams.get('chat_id') ?? routeChatId ?? null;
  const selected = conversations?.find((conversation) => conversation.id === selectedId) ?? null;
  const select = (chatId: string) => navigate(`${basePath}?chat_id=${encodeURIComponent(chatId)}`);
  const showList = () => navigate(basePath);

  return (
    <div className="mx-auto flex h-[calc(100dvh-8rem)] min-h-[28rem] max-w-6xl overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h1 className="sr-only">{t('nav.chat')}</h1>
      <section
        aria-label={t('chat.conversations')}
        className={cn('min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 md:border-e md:border-slate-200', selected ? 'hidden' : 'flex')}
      >
        {isPending ? (
          <LoadingState label={t('chat.loadingConversations')} className="m-3 shadow-none ring-0" />
        ) : isError ? (
          <p role="alert" className="px-6 py-10 text-center text-sm text-red-600">
            {t('chat.conversationsFailed')}
          </p>
        ) : (
          <ConversationList conversations={conversations} selectedId={selected?.id ?? null} onSelect={select} typingChats={typingChats} />
        )}
      </section>
      <section aria-label={t('chat.thread')} className={cn('min-h-0 min-w-0 flex-1 flex-col md:flex', selected ? 'flex' : 'hidden')}>
        {selected && user ? (
          <>
            <ThreadHeader conversation={selected} isTyping={typingChats.has(selected.id)} onBack={showList} onDeleted={showList} />
            <ChatThread
              key={selected.id}
              chatId={selected.id}
              currentUserId={user.id}
              otherName={selected.other_user.name}
              isOtherTyping={typingChats.has(selected.id)}
            />
          </>
        ) : (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 bg-slate-50 px-6 text-center text-slate-500">
            <MessagesSquare aria-hidden="true" className="size-12 text-slate-300" />
            <p className="font-semibold text-slate-700">{t('chat.selectTitle')}</p>
            <p className="max-w-xs text-sm">{t('chat.selectHint')}</p>
          </div>
        )}
      </section>
    </div>
  );
}
