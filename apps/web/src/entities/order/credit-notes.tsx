import type { TCreditNotesReply, TCreditNoteView } from '@gamesouq/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { toast } from 'sonner';
import { api, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { Button } from '@/ui/button';

type Area = 'user' | 'trader';
type Download = { area: Area; orderId: string; note: TCreditNoteView; format: 'pdf' | 'xml' };

const base = (area: Area, orderId: string) => `/api/${area}/orders/${encodeURIComponent(orderId)}/credit-notes`;

async function downloadCreditNote({ area, orderId, note, format }: Download) {
  const path = `${base(area, orderId)}/${encodeURIComponent(note.id)}${format === 'xml' ? '/xml' : ''}`;
  const { blob, fileName } = await apiDownload(path);
  saveFile(blob, fileName ?? `${note.number}.${format}`);
}

/**
 * The credit notes (or refund receipts) of a refunded order, one download button each next to the invoice's: the
 * buyer's and the seller's order page (`user`), the trader panel's order dialog (`trader`, with the signed XML).
 */
export function CreditNoteButtons({ area, orderId }: { area: Area; orderId: string }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: queryKeys.orders.creditNotes(area, orderId),
    queryFn: ({ signal }) => api.get<TCreditNotesReply>(base(area, orderId), { signal }),
  });
  const download = useMutation({ mutationFn: downloadCreditNote });
  const start = (note: TCreditNoteView, format: Download['format']) =>
    download.mutate(
      { area, orderId, note, format },
      { onError: (error) => toast.error(errorMessage(t, error, { fallback: t('orders.creditNotes.failed') })) },
    );
  const isBusy = (note: TCreditNoteView, format: Download['format']) =>
    download.isPending && download.variables?.note.id === note.id && download.variables.format === format;

  return (data?.creditNotes ?? []).map((note) => (
    <span key={note.id} className="contents">
      {area === 'trader' && note.kind === 'credit_note' ? (
        <Button variant="ghost" size="sm" isLoading={isBusy(note, 'xml')} onClick={() => start(note, 'xml')}>
          {isBusy(note, 'xml') ? null : <FileDown aria-hidden="true" className="size-4" />}
          {t('orders.creditNotes.xml', { number: note.number })}
        </Button>
      ) : null}
      <Button variant="secondary" size="sm" isLoading={isBusy(note, 'pdf')} onClick={() => start(note, 'pdf')}>
        {isBusy(note, 'pdf') ? null : <FileDown aria-hidden="true" className="size-4" />}
        {t(note.kind === 'credit_note' ? 'orders.creditNotes.creditNote' : 'orders.creditNotes.refundReceipt', { number: note.number })}
      </Button>
    </span>
  ));
}
