import type { TVatReportDownloadQuery, TVatReportReply } from '@gamesouq/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { queryKeys } from '@/lib/query-keys';

export type VatReport = TVatReportReply;

/** The trader's VAT report for whole Saudi days `from` to `to`. */
export const useVatReport = ({ from, to }: { from: string; to: string }) =>
  useQuery({
    queryKey: queryKeys.trader.vatReport(from, to),
    queryFn: ({ signal }) => api.get<TVatReportReply>(`/api/trader/vat-report?${new URLSearchParams({ from, to })}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The report as a PDF or CSV file, in the user's language. */
export const downloadVatReport = async (query: Required<TVatReportDownloadQuery>) => {
  const { blob, fileName } = await apiDownload(`/api/trader/vat-report/download?${new URLSearchParams(query)}`);
  saveFile(blob, fileName ?? `gamesouq-vat-report-${query.from}-to-${query.to}.${query.format}`);
};

export const useDownloadVatReport = () => useMutation({ mutationFn: downloadVatReport });
