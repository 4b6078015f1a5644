import { ZStatementQuery } from '@gamesouq/core';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Dialog } from '@/ui/dialog';
import { Form } from '@/ui/form/form';
import { FormActions } from '@/ui/form/form-actions';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useDownloadStatement } from '../api/download-statement';

/** Today in Saudi time (the statement's days), as YYYY-MM-DD. */
const riyadhToday = () => new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10);

/** Download Statement (seller §2.1): the days to cover and the format; the file holds every movement of them. */
export function StatementDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('wallet.statement.title')} description={t('wallet.statement.text')}>
      {isOpen ? <StatementForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function StatementForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadStatement();
  const today = riyadhToday();
  const form = useZodForm(ZStatementQuery, { defaultValues: { from: `${today.slice(0, 8)}01`, to: today, format: 'pdf' } });
  const [failure, setFailure] = useState<string | null>(null);
  const format = form.watch('format');

  function onSubmit(query: z.output<typeof ZStatementQuery>) {
    setFailure(null);
    download.mutate(
      { ...query, lang: i18n.language === 'ar' ? 'ar' : 'en' },
      {
        onSuccess: () => {
          toast.success(t('wallet.statement.downloaded'));
          onClose();
        },
        onError: (error) => {
          const message = errorMessage(t, error, { fallback: t('wallet.statement.failed') });
          setFailure(message);
          toast.error(message);
        },
      },
    );
  }

  const formats = [
    { value: 'pdf' as const, label: t('wallet.statement.pdf'), icon: FileText },
    { value: 'csv' as const, label: t('wallet.statement.csv'), icon: FileSpreadsheet },
  ];

  return (
    <Form form={form} onSubmit={onSubmit} className="mt-5 space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormTextField name="from" label={t('wallet.statement.from')} type="date" isRequired max={today} data-autofocus />
        <FormTextField name="to" label={t('wallet.statement.to')} type="date" isRequired max={today} />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('wallet.statement.format')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {formats.map(({ value, label, icon: Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium ring-1 transition-colors ring-inset has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                format === value ? 'bg-brand-50 text-brand-800 ring-brand-300' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <input type="radio" value={value} {...form.register('format')} className="size-4 accent-brand-600 focus:outline-none" />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormActions submitLabel={t('wallet.statement.download')} onCancel={onClose} isBusy={download.isPending} />
    </Form>
  );
}
