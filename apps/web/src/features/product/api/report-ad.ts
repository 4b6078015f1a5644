import type { REPORT_REASONS, TReportListingReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ReportReason = (typeof REPORT_REASONS)[number];

/** Reports a live listing to the admins' queue (design §5); a second open report of the same ad is ALREADY_REPORTED. */
export const reportAd = ({ id, reason, details }: { id: string; reason: ReportReason; details: string }) =>
  api.post<TReportListingReply>(`/api/ads/${encodeURIComponent(id)}/report`, { reason, details });

export const useReportAd = () => useMutation({ mutationFn: reportAd });
