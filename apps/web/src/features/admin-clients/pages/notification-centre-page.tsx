import { NOTIFICATION_AUDIENCES, type TSendNotification, ZSendNotification } from '@gamesouq/core';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextAreaField, FormTextField, useFieldError } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { PageHeader } from '@/ui/page-header';
import { Tabs } from '@/ui/tabs';
import { useSendNotification } from '../api/send-notification';
import { RecipientPicker } from '../components/recipient-picker';

type Audience = TSendNotification['type'];
const blank = (type: Audience) => ({ subject: '', content: '', type, recipients: [] });

/** Notification centre (admin §2): new (everyone), personal (one user) or group (picked users), delivered live. */
export function NotificationCentrePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.notify.title'));
  const form = useZodForm(ZSendNotification, { defaultValues: blank('new') });
  const send = useSendNotification();
  const type = form.watch('type');
  const recipients = form.watch('recipients') ?? [];
  // Once a send was refused, the messages follow each change, as they do for the typed fields.
  const choose = (audience: Audience, ids: string[]) => {
    form.setValue('type', audience);
    form.setValue('recipients', ids, { shouldValidate: form.formState.isSubmitted });
  };

  const submit = (notification: z.output<typeof ZSendNotification>) =>
    send.mutateAsync(notification).then(
      () => {
        toast.success(t('adminPanel.notify.sent'));
        form.reset(blank(notification.type));
      },
      () => toast.error(t('adminPanel.notify.errors.send')),
    );

  return (
    <section className="space-y-6">
      <BackButton to={paths.admin.dashboard.getHref()} label={t('common.back')} />
      <PageHeader title={t('adminPanel.notify.title')} subtitle={t('adminPanel.notify.subtitle')} />
      <Tabs
        items={NOTIFICATION_AUDIENCES.map((value) => ({ value, label: t(`adminPanel.notify.tabs.${value}`) }))}
        value={type}
        onChange={(value) => choose(value, [])}
        label={t('adminPanel.notify.title')}
        listClassName="inline-flex"
      >
        {() => (
          <Form form={form} onSubmit={submit} className="grid gap-6 lg:grid-cols-2">
            <div className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm text-slate-600">{t(`adminPanel.notify.hint.${type}`)}</p>
              <FormTextField name="subject" label={t('adminPanel.notify.subject')} isRequired maxLength={150} />
              <FormTextAreaField name="content" label={t('adminPanel.notify.content')} isRequired required rows={5} maxLength={2000} />
              <RecipientsError />
              <Button type="submit" isLoading={send.isPending}>
                <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                {t('adminPanel.notify.send')}
              </Button>
            </div>
            {type === 'new' ? null : <RecipientPicker mode={type} selected={recipients} onChange={(ids) => choose(type, ids)} />}
          </Form>
        )}
      </Tabs>
    </section>
  );
}

function RecipientsError() {
  const error = useFieldError('recipients');
  return error ? <p className="text-sm text-red-600">{error}</p> : null;
}
