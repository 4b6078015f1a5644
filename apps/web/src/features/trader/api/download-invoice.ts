import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

/** The order's invoice PDF, saved as invoice-{id}.pdf (seller §7). */
export const downloadInvoice = async (id: string) => {
  const { blob } = await apiDownload(`/api/trader/orders/${encodeURIComponent(id)}/invoice`);
  saveFile(blob, `invoice-${id}.pdf`);
};

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
