import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AppArea } from '@/lib/app-area';
import { cn } from '@/lib/cn';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useRealtimeEvent, useReconnected } from '@/lib/realtime';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadingState } from '@/ui/loading-state';
import { setPresence } from '../api/get-admin-chats';
import { ChatThread } from '../components/chat-thread';
import { ConversationList } from '../components/conversation-list';
import { ThreadHeader } from '../components/thread-header';
import { ChatAreaProvider, useChatCalls } from '../lib/chat-area';
import type { Conversation } from '../lib/chat-types';
import { useTypingChats } from '../lib/use-typing';

/** The general area's chat page, /chat (buyer spec §2, seller spec §2.6). */
export function ChatPage() {
  return <AreaChatPage area="app" />;
}

/** The trader panel's chat, /trader/chat (seller spec §2.15), over the trader chat calls of seller spec §7. */
export function TraderChatPage() {
  return <AreaChatPage area="trader" />;
}

/** Admin Chat, /admin/chat (admin spec §2), over /api/admin/chats, with each user's online state. */
export function AdminChatPage() {
  return <AreaChatPage area="admin" />;
}

function AreaChatPage({ area }: { area: AppArea }) {
  return (
    <ChatAreaProvider area={area}>
      <Conversations />
    </ChatAreaProvider>
  );
}

/**
 * Conversations with search and the chosen thread. `?chat_id=` or /chat/{chatId} preselects one; small screens show
 * the list or the thread.
 */
function Conversations() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const calls = useChatCalls();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { chatId: routeChatId } = useParams();
  const [searchParams] = useSearchParams();
  const { data: conversations, isPending, isError } = useQuery(calls.conversations());
  const typingChats = useTypingChats(user?.id ?? '');
  useDocumentTitle(t('nav.chat'));

  const refreshList = () => void queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations() });
  // New messages move conversations up and change their unread counts; after a drop, some never arrived.
  useRealtimeEvent('new_message', refreshList);
  useReconnected(refreshList);
  // Admin Chat shows who is online (admin spec §4): the server tells admins when that changes.
  useRealtimeEvent('presence', (event) => {
    if (calls.area !== 'admin') return;
    const isReading = queryClient.isFetching({ queryKey: queryKeys.chat.conversationsOf('admin') }) > 0;
    queryClient.setQueryData<Conversation[]>(queryKeys.chat.conversationsOf('admin'), (chats) =>
      setPresence(chats, { userId: event.user_id, isOnline: event.online }),
    );
    // A list read before the change but answered after it would bring the old state back: read it again.
    if (isReading) void queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversationsOf('admin') });
  });

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
            {calls.area === 'app' ? t('chat.conversationsFailed') : t('chat.chatsFailed')}
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
