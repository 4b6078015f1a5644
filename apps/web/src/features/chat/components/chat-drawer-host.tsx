import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { toast } from 'sonner';
import { ChatDrawerContext, type ChatDrawerTarget } from '@/lib/chat-drawer';
import { useCurrentUser } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { Drawer } from '@/ui/drawer';
import { LoadingState } from '@/ui/loading-state';
import { useStartChat } from '../api/start-chat';
import { startChatError } from '../lib/start-chat-error';
import { useTypingChats } from '../lib/use-typing';

// The thread's code is downloaded when the drawer first opens, not with the pages that host it.
const loadChatThread = () => import('./chat-thread');
const ChatThread = lazy(() => loadChatThread().then((module) => ({ default: module.ChatThread })));

/** The chat side drawer of Home and the product page (buyer spec §2): starts or resumes the chat with an ad's seller. */
export function ChatDrawerHost({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [target, setTarget] = useState<ChatDrawerTarget | null>(null);
  const [chatId, setChatId] = useState<string | null>(null);
  const { mutate: startChat } = useStartChat();
  const typingChats = useTypingChats(user?.id ?? '');

  const open = useCallback(
    (next: ChatDrawerTarget) => {
      setTarget(next);
      setChatId(null);
      // Downloaded while the chat starts.
      void loadChatThread();
      startChat(
        { product_id: next.productId },
        {
          onSuccess: ({ chat_id }) => setChatId(chat_id),
          onError: (error) => {
            setTarget(null);
            toast.error(startChatError(t, error));
          },
        },
      );
    },
    [startChat, t],
  );

  const starting = <LoadingState label={t('chat.starting')} className="m-4 shadow-none ring-0" />;

  return (
    <ChatDrawerContext value={open}>
      {children}
      <Drawer
        isOpen={target !== null}
        onClose={() => setTarget(null)}
        title={target?.sellerName ?? ''}
        subtitle={target ? <bdi>{target.productTitle}</bdi> : null}
      >
        <Suspense fallback={starting}>
          {chatId && user && target ? (
            <ChatThread chatId={chatId} currentUserId={user.id} otherName={target.sellerName} isOtherTyping={typingChats.has(chatId)} />
          ) : (
            starting
          )}
        </Suspense>
      </Drawer>
    </ChatDrawerContext>
  );
}
