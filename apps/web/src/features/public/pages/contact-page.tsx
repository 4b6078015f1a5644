import { Clock, MailCheck, MessageSquareText } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { TextAreaField, TextField } from '@/ui/text-field';
import { useSendContact } from '../api/send-contact';
import { PageHeader } from '../components/page-header';

const EMPTY = { fullName: '', email: '', message: '' };

export function ContactPage() {
  const { t } = useTranslation();
  const sendContact = useSendContact();
  const [form, setForm] = useState(EMPTY);
  const [isSent, setIsSent] = useState(false);
  useDocumentTitle(t('contact.title'));

  const update = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setIsSent(false);
  };

  // The browser checks the required fields and the e-mail shape before this runs.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await sendContact.mutateAsync({ fullName: form.fullName.trim(), email: form.email.trim(), message: form.message.trim() });
      setForm(EMPTY);
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
          <form onSubmit={onSubmit} className="mt-6 space-y-4">
            <TextField
              label={t('contact.fullName')}
              name="fullName"
              autoComplete="name"
              required
              value={form.fullName}
              onChange={update('fullName')}
            />
            <TextField
              label={t('contact.email')}
              name="email"
              type="email"
              dir="ltr"
              autoComplete="email"
              required
              value={form.email}
              onChange={update('email')}
            />
            <TextAreaField
              label={t('contact.message')}
              name="message"
              required
              rows={5}
              value={form.message}
              onChange={update('message')}
            />
            {isSent ? (
              <p role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-800">
                <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t('contact.success')}
              </p>
            ) : null}
            <Button type="submit" size="lg" className="w-full sm:w-auto" isLoading={sendContact.isPending}>
              {t('contact.send')}
            </Button>
          </form>
        </div>

        <div className="lg:col-span-2"></div>
      </div>
    </>
  );
}
