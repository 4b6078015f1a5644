import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

/** The signed UBL XML of the order's tax invoice (ZATCA phase 2), saved under its invoice number. */
export const downloadInvoiceXml = async (id: string) => {
  const { blob, fileName } = await apiDownload(`/api/trader/orders/${encodeURIComponent(id)}/invoice.xml`);
  saveFile(blob, fileName ?? `invoice-${id}.xml`);
};

export const useDownloadInvoiceXml = () => useMutation({ mutationFn: downloadInvoiceXml });
