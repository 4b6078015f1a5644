import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

/** The order's PDF invoice, saved under the server's name (invoice-{number}.pdf). */
export const downloadInvoice = async ({ id, number }: { id: string; number: number }) => {
  const { blob, fileName } = await apiDownload(`/api/user/orders/${encodeURIComponent(id)}/invoice`);
  saveFile(blob, fileName ?? `invoice-${number}.pdf`);
};

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
