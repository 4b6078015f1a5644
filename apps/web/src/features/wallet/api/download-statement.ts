import type { TStatementQuery } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';

/** Download Statement: the server makes the PDF or CSV of every movement of the days, in the user's language. */
export const downloadStatement = async (query: Required<TStatementQuery>) => {
  const { blob, fileName } = await apiDownload(`/api/user/wallet/statement?${new URLSearchParams(query)}`);
  saveFile(blob, fileName ?? `gamesouq-statement-${query.from}-to-${query.to}.${query.format}`);
};

export const useDownloadStatement = () => useMutation({ mutationFn: downloadStatement });
