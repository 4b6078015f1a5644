import type {
  TAdminWithdrawalsReply,
  TAdminWithdrawalView,
  TBulkWithdrawalsReply,
  TWithdrawalCountsReply,
  TWithdrawalDecidedReply,
  TWithdrawalPayoutReply,
} from '@gamesouq/core';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/download';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { queryKeys } from '@/lib/query-keys';

export type WithdrawalStatus = 'pending' | 'approved' | 'rejected';
export type AdminWithdrawal = TAdminWithdrawalView;
export type WithdrawalsQuery = { page: number; status: 'all' | WithdrawalStatus; sort: 'date' | 'amount' | 'status'; search: string };
export const WITHDRAWALS_PAGE_SIZE = 10;

export const withdrawalsQueryOptions = (query: WithdrawalsQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.withdrawals.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(query.page),
        limit: String(WITHDRAWALS_PAGE_SIZE),
        status: query.status,
        sort: query.sort,
      });
      if (query.search.trim()) params.set('search', query.search.trim());
      return api.get<TAdminWithdrawalsReply>(`/api/admin/withdrawals?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });

export const useAdminWithdrawals = (query: WithdrawalsQuery) => useQuery(withdrawalsQueryOptions(query));

export const useWithdrawalCounts = () =>
  useQuery({
    queryKey: queryKeys.admin.withdrawals.counts(),
    queryFn: ({ signal }) => api.get<TWithdrawalCountsReply>('/api/admin/withdrawals/counts', { signal }),
  });

/**
 * `isBulk`: chosen through the selection (Approve or Reject Selected), which uses the bulk call even for one row.
 * `reference`: the bank's transfer reference that an approval (a payment) needs.
 */
type Decision = { ids: string[]; action: 'approve' | 'reject'; reason?: string; reference?: string; isBulk: boolean };

/** A row's own buttons use the single routes; the selection's go through bulk. Each attempt carries its own idempotency key. */
const decide = ({ ids, action, reason, reference, isBulk }: Decision) => {
  const headers = { 'Idempotency-Key': newIdempotencyKey() };
  if (!isBulk && ids.length === 1) {
    const path = `/api/admin/withdrawals/${ids[0]}/${action}`;
    const body = action === 'reject' ? { rejection_reason: reason } : { transfer_reference: reference };
    return api.post<TWithdrawalDecidedReply>(path, body, { headers });
  }
  // `processed`: how many requests the bulk call decided, for the client to word in the reader's language.
  return api.post<TBulkWithdrawalsReply>(
    '/api/admin/withdrawals/bulk',
    { action, withdrawalIds: ids, ...(action === 'reject' ? { rejection_reason: reason } : { transfer_reference: reference }) },
    { headers },
  );
};

export function useDecideWithdrawals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.withdrawals.all() }),
  });
}

/** The full IBAN and holder of one request; the server notes each reveal in the audit log. */
export const useRevealPayout = () =>
  useMutation({ mutationFn: (id: string) => api.post<TWithdrawalPayoutReply>(`/api/admin/withdrawals/${id}/payout-details`) });

/** The bank's bulk transfer file of the pending requests (CSV), audited by the server. */
export const useExportTransferFile = () =>
  useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await apiDownload('/api/admin/withdrawals/export?status=pending', { method: 'POST' });
      saveFile(blob, fileName ?? 'withdrawals-pending.csv');
    },
  });
