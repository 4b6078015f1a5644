import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page-header';
import { Tabs } from '@/ui/tabs';
import { inputClasses, RequiredMark, TextField } from '@/ui/text-field';
import { useSendNotification } from '../api/send-notification';
import { RecipientPicker } from '../components/recipient-picker';

type Audience = 'new' | 'personal' | 'group';

/** Notification centre (admin §2): new (everyone), personal (one user) or group (picked users), delivered live. */
export function NotificationCentrePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.notify.title'));
  const [type, setType] = useState<Audience>('new');
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [recipients, setRecipients] = useState<string[]>([]);
  const [showErrors, setShowErrors] = useState(false);
  const send = useSendNotification();
  const messageId = useId();

  const subjectError = showErrors && !subject.trim() ? t('adminPanel.notify.errors.subject') : undefined;
  const contentError = showErrors && !content.trim() ? t('adminPanel.notify.errors.content') : undefined;
  const recipientsError = showErrors && type !== 'new' && recipients.length === 0 ? t('adminPanel.notify.errors.recipients') : undefined;

  async function submit() {
    setShowErrors(true);
    if (!subject.trim() || !content.trim() || (type !== 'new' && recipients.length === 0)) return;
    try {
      await send.mutateAsync({ subject: subject.trim(), content: content.trim(), type, recipients: type === 'new' ? [] : recipients });
      toast.success(t('adminPanel.notify.sent'));
      setSubject('');
      setContent('');
      setRecipients([]);
      setShowErrors(false);
    } catch {
      toast.error(t('adminPanel.notify.errors.send'));
    }
  }

  return (
    <section className="space-y-6">
      <BackButton to={paths.admin.dashboard.getHref()} label={t('common.back')} />
      <PageHeader title={t('adminPanel.notify.title')} subtitle={t('adminPanel.notify.subtitle')} />
      <Tabs
        items={(['new', 'personal', 'group'] as const).map((value) => ({ value, label: t(`adminPanel.notify.tabs.${value}`) }))}
        value={type}
        onChange={(value) => {
          setType(value);
          setRecipients([]);
        }}
        label={t('adminPanel.notify.title')}
        listClassName="inline-flex"
      >
        {() => (
          <form
            noValidate
            className="grid gap-6 lg:grid-cols-2"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <div className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm text-slate-600">{t(`adminPanel.notify.hint.${type}`)}</p>
              <TextField
                label={t('adminPanel.notify.subject')}
                isRequired
                value={subject}
                error={subjectError}
                onChange={(e) => setSubject(e.target.value)}
                maxLength={150}
              />
              <div className="space-y-1.5">
                <div className="flex items-baseline">
                  <label htmlFor={messageId} className="text-sm font-medium text-slate-800">
                    {t('adminPanel.notify.content')}
                  </label>
                  <RequiredMark />
                </div>
                <textarea
                  id={messageId}
                  rows={5}
                  maxLength={2000}
                  value={content}
                  required
                  aria-invalid={contentError ? true : undefined}
                  onChange={(e) => setContent(e.target.value)}
                  className={inputClasses}
                />
                {contentError ? <p className="text-sm text-red-600">{contentError}</p> : null}
              </div>
              {recipientsError ? <p className="text-sm text-red-600">{recipientsError}</p> : null}
              <Button type="submit" isLoading={send.isPending}>
                <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t('adminPanel.notify.send')}
              </Button>
            </div>
            {type === 'new' ? null : <RecipientPicker mode={type} selected={recipients} onChange={setRecipients} />}
          </form>
        )}
      </Tabs>
    </section>
  );
}
