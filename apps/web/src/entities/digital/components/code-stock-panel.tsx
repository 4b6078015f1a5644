import { FileUp, KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button, buttonClasses } from '@/ui/button';
import { inputClasses } from '@/ui/text-field';
import { useAddCodes, useCodeStock, useWithdrawCodes } from '../api/code-stock';

/**
 * The codes of a digital code listing (ADR 020): its stock (available, reserved, sold), codes added from the box or
 * a CSV/TXT file with what was refused counted, and unsold codes withdrawn. Codes are never shown back, only masked.
 */
export function CodeStockPanel({ listingId }: { listingId: string }) {
  const { t, i18n } = useTranslation();
  const ids = { box: useId(), file: useId() };
  const stock = useCodeStock(listingId);
  const add = useAddCodes();
  const withdraw = useWithdrawCodes();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [result, setResult] = useState<string | null>(null);
  const n = (value: number) => formatNumber(value, i18n.language);
  const counts = stock.data?.stock;

  const upload = () =>
    add.mutate(
      { listingId, text, file },
      {
        onSuccess: (reply) => {
          setText('');
          setFile(null);
          setFileKey((key) => key + 1);
          setResult(t('codes.added', { added: n(reply.added), duplicates: n(reply.duplicates), alreadySold: n(reply.alreadySold) }));
        },
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('codes.addFailed') })),
      },
    );

  return (
    <section aria-labelledby={`${ids.box}-title`} className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={`${ids.box}-title`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <KeyRound aria-hidden="true" className="size-5 text-violet-600" />
        {t('codes.title')}
      </h2>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {(['available', 'reserved', 'sold'] as const).map((state) => (
          <div key={state} className="rounded-xl bg-slate-50 px-2 py-3 ring-1 ring-slate-200">
            <dt className="text-xs text-slate-500">{t(`codes.stock.${state}`)}</dt>
            <dd className="text-xl font-bold text-slate-900" data-testid={`codes-${state}`}>
              {counts ? n(counts[state]) : '…'}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">{t('codes.stockHint')}</p>
      <div className="space-y-2">
        <label htmlFor={ids.box} className="block text-sm font-semibold text-slate-800">
          {t('codes.box')}
        </label>
        <textarea
          id={ids.box}
          dir="ltr"
          rows={4}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={`${inputClasses} h-auto py-2 font-mono`}
          placeholder="XXXX-XXXX-XXXX"
        />
        <label htmlFor={ids.file} className="block text-sm font-semibold text-slate-800">
          {t('codes.file')}
        </label>
        {/* The browser's own file button speaks the browser's language, not the app's: ours is a label for it. */}
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <input
            key={fileKey}
            id={ids.file}
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="peer sr-only"
          />
          <label
            htmlFor={ids.file}
            className={buttonClasses({
              variant: 'secondary',
              size: 'sm',
              className: 'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-violet-500',
            })}
          >
            <FileUp aria-hidden="true" className="size-4" />
            {t('codes.chooseFile')}
          </label>
          <span dir="auto" className="min-w-0 break-all text-sm text-slate-600">
            {file ? file.name : t('codes.noFile')}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={upload} isLoading={add.isPending} disabled={!text.trim() && !file}>
          {t('codes.add')}
        </Button>
        {counts && counts.available > 0 ? (
          <Button
            variant="secondary"
            isLoading={withdraw.isPending}
            onClick={() =>
              withdraw.mutate(listingId, {
                onSuccess: (reply) => setResult(t('codes.withdrawn', { count: reply.withdrawn, withdrawn: n(reply.withdrawn) })),
                onError: (error) => toast.error(errorMessage(t, error, { fallback: t('codes.addFailed') })),
              })
            }
          >
            {t('codes.withdraw')}
          </Button>
        ) : null}
      </div>
      {result ? (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800 ring-1 ring-emerald-200">
          {result}
        </p>
      ) : null}
      {stock.data && stock.data.codes.length > 0 ? (
        <ul className="divide-y divide-slate-100 text-sm">
          {stock.data.codes.map((code) => (
            <li key={code.id} className="flex justify-between gap-3 py-2">
              <span dir="ltr" className="font-mono text-slate-700">
                {code.masked}
              </span>
              <span className="text-slate-500">
                {t(`codes.status.${code.status}`)}
                {code.orderNumber ? ` · #${code.orderNumber}` : ''}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
