import { ZStatementQuery } from '@gamesouq/core';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormAlert } from '@/ui/form-alert';
import { TextField } from '@/ui/text-field';
import { useDownloadStatement } from '../api/download-statement';

type Format = 'pdf' | 'csv';
type Field = 'from' | 'to';

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
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<Format>('pdf');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formatName = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZStatementQuery.safeParse({ from, to, format, lang: i18n.language === 'ar' ? 'ar' : 'en' });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= translateMessage(t, issue.message);
      setErrors(found);
      return;
    }
    download.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('wallet.statement.downloaded'));
        onClose();
      },
      onError: (error) => {
        const message = errorMessage(t, error, { fallback: t('wallet.statement.failed') });
        setFailure(message);
        toast.error(message);
      },
    });
  }

  const change = (field: Field, set: (value: string) => void) => (event: { target: { value: string } }) => {
    set(event.target.value);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const formats = [
    { value: 'pdf' as const, label: t('wallet.statement.pdf'), icon: FileText },
    { value: 'csv' as const, label: t('wallet.statement.csv'), icon: FileSpreadsheet },
  ];

  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('wallet.statement.from')}
          type="date"
          isRequired
          max={today}
          value={from}
          error={errors.from}
          onChange={change('from', setFrom)}
          data-autofocus
        />
        <TextField
          label={t('wallet.statement.to')}
          type="date"
          isRequired
          max={today}
          value={to}
          error={errors.to}
          onChange={change('to', setTo)}
        />
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
              <input
                type="radio"
                name={formatName}
                value={value}
                checked={format === value}
                onChange={() => setFormat(value)}
                className="size-4 accent-brand-600 focus:outline-none"
              />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" isLoading={download.isPending}>
          {t('wallet.statement.download')}
        </Button>
      </div>
    </form>
  );
}
