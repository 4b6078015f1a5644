import { type TContactRequest, ZContactRequest } from '@gamesouq/core';
import { Clock, MailCheck, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextAreaField, FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useSendContact } from '../api/send-contact';
import { PageHeader } from '../components/page-header';

const EMPTY = { fullName: '', email: '', message: '' };

export function ContactPage() {
  const { t } = useTranslation();
  const sendContact = useSendContact();
  const form = useZodForm(ZContactRequest, { defaultValues: EMPTY });
  const [isSent, setIsSent] = useState(false);
  useDocumentTitle(t('contact.title'));
  const onEdit = () => setIsSent(false);

  // The browser checks the required fields and the e-mail shape first (the form keeps its native validation).
  async function onSubmit(values: TContactRequest) {
    try {
      await sendContact.mutateAsync(values);
      form.reset(EMPTY);
      setIsSent(true);
    } catch (error) {
      toast.error(errorMessage(t, error, { fallback: t('contact.failed') }));
    }
  }

  return (
    <>
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} />
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <aside className="space-y-5">
          <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <Clock aria-hidden="true" className="size-5 text-brand-600" />
              {t('contact.hoursTitle')}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="font-semibold text-slate-800">{t('contact.weekdays')}</dt>
                <dd className="text-slate-600">{t('contact.weekdaysHours')}</dd>
              </div>
              <div>
                <dt className="font-semibold text-slate-800">{t('contact.weekend')}</dt>
                <dd className="text-slate-600">{t('contact.weekendHours')}</dd>
              </div>
            </dl>
          </section>
          <section className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <MessageSquareText aria-hidden="true" className="size-5 text-brand-600" />
              {t('contact.supportTitle')}
            </h2>
            <p className="mt-3 text-sm text-slate-600">{t('contact.supportText')}</p>
          </section>
        </aside>

        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h2 className="text-xl font-bold text-slate-900">{t('contact.formTitle')}</h2>
          <Form form={form} onSubmit={onSubmit} noValidate={false} className="mt-6 space-y-4">
            <FormTextField label={t('contact.fullName')} name="fullName" autoComplete="name" required onChange={onEdit} />
            <FormTextField label={t('contact.email')} name="email" type="email" dir="ltr" autoComplete="email" required onChange={onEdit} />
            <FormTextAreaField label={t('contact.message')} name="message" required rows={5} onChange={onEdit} />
            {isSent ? (
              <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
                <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('contact.success')}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={sendContact.isPending}>
              {t('contact.send')}
            </Button>
          </Form>
        </div>

        <div className="lg:col-span-2"></div>
      </div>
    </>
  );
}
