import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { useDeleteChat } from '../api/delete-chat';
import { useChatCalls } from '../lib/chat-area';
import type { Conversation } from '../lib/chat-types';
import { UserAvatar } from './user-avatar';

type ThreadHeaderProps = {
  conversation: Conversation;
  isTyping: boolean;
  /** Back to the list on small screens, where the list and the thread take turns. */
  onBack: () => void;
  onDeleted: () => void;
};

/** Who the chat is with, the listing it is about, and Delete (with a confirmation). */
export function ThreadHeader({ conversation, isTyping, onBack, onDeleted }: ThreadHeaderProps) {
  const { t } = useTranslation();
  // Admin Chat works only through the admin family's calls, which have no delete (admin spec §7).
  const canDelete = useChatCalls().area !== 'admin';
  const deleteChat = useDeleteChat();
  const [isConfirming, setIsConfirming] = useState(false);

  const confirmDelete = () =>
    deleteChat.mutate(conversation.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toast.success(t('chat.deleted'));
        onDeleted();
      },
      onError: () => toast.error(t('chat.deleteFailed')),
    });

  return (
    <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-2.5 sm:px-4">
      <Button variant="ghost" size="icon" className="-ms-1 size-9 md:hidden" aria-label={t('chat.back')} onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
      </Button>
      <UserAvatar
        name={conversation.other_user.name}
        src={conversation.other_user.avatar}
        className="size-9"
        isOnline={conversation.isOnline}
      />
      <div className="min-w-0 flex-1">
        {/* dir="auto": a Latin name in the Arabic page is cut at its own end, not its beginning; it still sits on the right. */}
        <h2 dir="auto" className="truncate font-bold text-slate-900 rtl:text-right">
          {conversation.other_user.name}
        </h2>
        {isTyping ? (
          <p className="text-xs text-emerald-700">{t('chat.typingShort')}</p>
        ) : conversation.isOnline !== undefined ? (
          <p className={cn('text-xs', conversation.isOnline ? 'text-emerald-700' : 'text-slate-500')}>
            {conversation.isOnline ? t('chat.online') : t('chat.offline')}
          </p>
        ) : conversation.product ? (
          <Link
            to={paths.app.product.getHref(conversation.product.id)}
            dir="auto"
            className="block truncate text-xs text-brand-700 hover:underline rtl:text-right"
          >
            {conversation.product.title}
          </Link>
        ) : null}
      </div>
      {canDelete ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-slate-500 hover:bg-red-50 hover:text-red-600"
            aria-label={t('chat.delete')}
            onClick={() => setIsConfirming(true)}
          >
            <Trash2 aria-hidden="true" className="size-4.5" />
          </Button>
          <ConfirmDialog
            isOpen={isConfirming}
            title={t('chat.deleteTitle')}
            description={t('chat.deleteText', { name: conversation.other_user.name })}
            confirmLabel={t('chat.delete')}
            onConfirm={confirmDelete}
            onCancel={() => setIsConfirming(false)}
            isBusy={deleteChat.isPending}
          />
        </>
      ) : null}
    </div>
  );
}
