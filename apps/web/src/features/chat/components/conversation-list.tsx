import { matchesSearch } from '@gamesouq/core';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import type { AppArea } from '@/lib/app-area';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { SearchInput } from '@/ui/search-input';
import { useChatCalls } from '../lib/chat-area';
import type { Conversation } from '../lib/chat-types';
import { UserAvatar } from './user-avatar';

type ConversationListProps = {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (chatId: string) => void;
  typingChats: ReadonlySet<string>;
};

/** Name, listing and last message, searched with Arabic spelling variants folded (as the listing search does). */
function matches(conversation: Conversation, query: string) {
  return matchesSearch([conversation.other_user.name, conversation.product?.title, conversation.last_message?.text].join(' '), query);
}

/** What the list says when it is empty, per area: buyers are pointed to ads, traders wait for customers. */
function EmptyList({ area }: { area: AppArea }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 py-10 text-center text-slate-500">
      <MessageCircle aria-hidden="true" className="size-10 text-slate-300" />
      <p className="font-semibold text-slate-700">{area === 'admin' ? t('chat.admin.noConversations') : t('chat.noConversations')}</p>
      {area === 'admin' ? null : (
        <p className="text-sm">{area === 'trader' ? t('chat.noConversationsTraderHint') : t('chat.noConversationsHint')}</p>
      )}
    </div>
  );
}

/** The conversations with search, newest first: the other party, the listing, the last message, unread count. */
export function ConversationList({ conversations, selectedId, onSelect, typingChats }: ConversationListProps) {
  const { t, i18n } = useTranslation();
  const { area, formatTime } = useChatCalls();
  const [query, setQuery] = useState('');
  const shown = conversations.filter((conversation) => matches(conversation, query));

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <search className="border-b border-slate-200 p-3">
        <SearchInput
          tone="bar"
          label={t('chat.searchLabel')}
          value={query}
          onChange={setQuery}
          placeholder={area === 'admin' ? t('chat.admin.searchPlaceholder') : t('chat.searchPlaceholder')}
        />
      </search>
      {conversations.length === 0 ? (
        <EmptyList area={area} />
      ) : shown.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-slate-500">
          {area === 'admin' ? t('chat.admin.noConversations') : t('chat.noMatch')}
        </p>
      ) : (
        <ul aria-label={t('chat.conversations')} className="min-h-0 flex-1 overflow-y-auto">
          {shown.map((conversation) => {
            const isSelected = conversation.id === selectedId;
            const isTyping = typingChats.has(conversation.id);
            const time = conversation.last_message?.created_at ?? conversation.updated_at;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  aria-current={isSelected || undefined}
                  onClick={() => onSelect(conversation.id)}
                  className={cn(
                    'flex w-full items-center gap-3 border-b border-slate-100 px-4 py-3 text-start transition-colors hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500',
                    isSelected && 'bg-brand-50 hover:bg-brand-50',
                  )}
                >
                  <UserAvatar name={conversation.other_user.name} src={conversation.other_user.avatar} isOnline={conversation.isOnline} />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline gap-2">
                      <span dir="auto" className="truncate font-semibold text-slate-900">
                        {conversation.other_user.name}
                      </span>
                      {conversation.isOnline === undefined ? null : (
                        <span className="sr-only">{conversation.isOnline ? t('chat.online') : t('chat.offline')}</span>
                      )}
                      <time dateTime={time} className="ms-auto shrink-0 text-xs text-slate-600">
                        {formatTime(time, i18n.language, t)}
                      </time>
                    </span>
                    {conversation.product ? (
                      <span dir="auto" className="block truncate text-xs text-brand-700 rtl:text-right">
                        {conversation.product.title}
                      </span>
                    ) : null}
                    <span className="flex items-center gap-2">
                      <span
                        dir="auto"
                        className={cn('block flex-1 truncate text-sm rtl:text-right', isTyping ? 'text-emerald-700' : 'text-slate-600')}
                      >
                        {isTyping ? t('chat.typingShort') : (conversation.last_message?.text ?? t('chat.noMessagesShort'))}
                      </span>
                      {conversation.unread_count > 0 ? (
                        <span className="grid h-5 min-w-5 shrink-0 place-items-center rounded-full bg-brand-600 px-1.5 text-[0.65rem] font-bold text-white">
                          <span aria-hidden="true">{formatNumber(conversation.unread_count, i18n.language)}</span>
                          <span className="sr-only">{t('chat.unread', { count: conversation.unread_count })}</span>
                        </span>
                      ) : null}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
