import { CheckCheck, Inbox, Mail, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button, buttonClasses } from '@/ui/button';
import { ListState } from '@/ui/list/list-state';
import { ListToolbar } from '@/ui/list/list-toolbar';
import { useListQuery } from '@/ui/list/use-list-query';
import { PageHeader } from '@/ui/page-header';
import { type ContactMessagesFilter, useContactMessages, useMarkContactMessage, useNewContactCount } from '../api/contact-messages';

/** The contact form's messages (design §7): new ones first, searched, answered by e-mail and marked handled. */
export function ContactMessagesPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('adminPanel.contact.title'));
  const { query, debounced, change, setPage } = useListQuery<{ status: ContactMessagesFilter; search: string; page: number }>({
    status: 'new',
    search: '',
    page: 1,
  });
  const list = useContactMessages(debounced);
  const newCount = useNewContactCount();
  const mark = useMarkContactMessage();

  useEffect(() => {
    if (list.isError) toast.error(t('adminPanel.contact.errors.load'));
  }, [list.isError, t]);

  const setHandled = (id: string, isHandled: boolean) =>
    mark
      .mutateAsync({ id, isHandled })
      .then(() => toast.success(t(isHandled ? 'adminPanel.contact.markedHandled' : 'adminPanel.contact.markedNew')))
      .catch(() => toast.error(t('adminPanel.contact.errors.update')));

  const messages = list.data?.messages ?? [];
  return (
    <section className="space-y-6">
      <PageHeader
        title={t('adminPanel.contact.title')}
        subtitle={
          newCount.data !== undefined
            ? t('adminPanel.contact.newCount', { count: newCount.data, n: formatNumber(newCount.data, i18n.language) })
            : t('adminPanel.contact.subtitle')
        }
      />
      <ListToolbar
        search={{
          label: t('adminPanel.contact.search'),
          value: query.search,
          onChange: (search) => change({ search }),
        }}
        filter={{
          label: t('adminPanel.common.status'),
          value: query.status,
          onChange: (status) => change({ status }),
          options: (['new', 'handled', 'all'] as const).map((value) => ({ value, label: t(`adminPanel.contact.filter.${value}`) })),
        }}
      />
      <ListState
        list={list}
        isEmpty={messages.length === 0}
        icon={Inbox}
        loadingLabel={t('adminPanel.contact.loading')}
        errorTitle={t('adminPanel.contact.errors.load')}
        emptyTitle={t('adminPanel.contact.empty')}
        pager={{ page: query.page, pagination: list.data?.pagination, onChange: setPage }}
      >
        <ul className="space-y-4">
          {messages.map((message) => {
            const isHandled = message.status === 'handled';
            return (
              <li key={message.id} className={cn('rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200', isHandled && 'opacity-80')}>
                <article aria-label={t('adminPanel.contact.cardLabel', { name: message.fullName })} className="space-y-3">
                  <div className="flex flex-wrap items-start gap-3">
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-slate-900">
                        {message.fullName}
                        {message.userId ? (
                          <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
                            {t('adminPanel.contact.member')}
                          </span>
                        ) : null}
                      </p>
                      <p className="text-sm text-slate-500">
                        <bdi>{message.email}</bdi> · {formatDateTime(message.createdAt, i18n.language)}
                      </p>
                    </div>
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
                        isHandled ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-800 ring-amber-200',
                      )}
                    >
                      {t(`adminPanel.contact.status.${message.status}`)}
                    </span>
                  </div>
                  <p dir="auto" className="text-sm whitespace-pre-wrap text-slate-700">
                    {message.message}
                  </p>
                  {isHandled && message.handledAt ? (
                    <p className="text-xs text-slate-500">
                      {t('adminPanel.contact.handledBy', {
                        name: message.handledBy ?? '—',
                        date: formatDateTime(message.handledAt, i18n.language),
                      })}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <a
                      href={`mailto:${message.email}?subject=${encodeURIComponent(t('adminPanel.contact.replySubject'))}`}
                      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                    >
                      <Mail aria-hidden="true" className="size-4" />
                      {t('adminPanel.contact.reply')}
                    </a>
                    <Button
                      size="sm"
                      variant={isHandled ? 'secondary' : 'primary'}
                      disabled={mark.isPending}
                      onClick={() => void setHandled(message.id, !isHandled)}
                    >
                      {isHandled ? (
                        <RotateCcw aria-hidden="true" className="size-4" />
                      ) : (
                        <CheckCheck aria-hidden="true" className="size-4" />
                      )}
                      {t(isHandled ? 'adminPanel.contact.markNew' : 'adminPanel.contact.markHandled')}
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      </ListState>
    </section>
  );
}
