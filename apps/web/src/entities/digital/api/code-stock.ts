import type { TAddCodesReply, TCodeStockReply, TWithdrawCodesReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const codesPath = (id: string) => `/api/user/ads/${encodeURIComponent(id)}/codes`;

/** A code listing's stock and its codes, masked (the seller never reads a code back). */
export const useCodeStock = (listingId: string) =>
  useQuery({
    queryKey: queryKeys.ads.codes(listingId),
    queryFn: ({ signal }) => api.get<TCodeStockReply>(`${codesPath(listingId)}?status=all&limit=10`, { signal }),
  });

/** Codes typed in the box (one a line) and a CSV or TXT file go in one multipart upload. */
export const addCodes = ({ listingId, text, file }: { listingId: string; text: string; file: File | null }) => {
  const form = new FormData();
  if (text.trim()) form.append('codes', text);
  if (file) form.append('file', file);
  return api.post<TAddCodesReply>(codesPath(listingId), form);
};

export const withdrawUnsoldCodes = (listingId: string) => api.post<TWithdrawCodesReply>(`${codesPath(listingId)}/withdraw`, { all: true });

function useStockChange<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.ads.all() }) });
}

export const useAddCodes = () => useStockChange(addCodes);
export const useWithdrawCodes = () => useStockChange(withdrawUnsoldCodes);
