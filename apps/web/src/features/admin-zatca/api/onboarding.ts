import type { TComplianceCsidRequest, TZatcaOnboardingReply } from '@gamesouq/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const PATH = '/api/admin/zatca/onboarding';

/** Where the platform's ZATCA onboarding stands. */
export const useZatcaOnboarding = () =>
  useQuery({ queryKey: queryKeys.admin.zatcaOnboarding(), queryFn: ({ signal }) => api.get<TZatcaOnboardingReply>(PATH, { signal }) });

/** One onboarding step; its reply is the new state, written straight into the query. */
function useStep<Input>(call: (input: Input) => Promise<TZatcaOnboardingReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => queryClient.setQueryData(queryKeys.admin.zatcaOnboarding(), reply),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.zatcaOnboarding() }),
  });
}

export const useRequestComplianceCsid = () =>
  useStep((body: TComplianceCsidRequest) => api.post<TZatcaOnboardingReply>(`${PATH}/compliance-csid`, body));
export const useRunComplianceChecks = () => useStep(() => api.post<TZatcaOnboardingReply>(`${PATH}/compliance-checks`));
export const useRequestProductionCsid = () => useStep(() => api.post<TZatcaOnboardingReply>(`${PATH}/production-csid`));
