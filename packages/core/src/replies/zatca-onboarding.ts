import { z } from 'zod';
import { ZTimestamp } from './common.js';

export const ZATCA_ONBOARDING_STATUSES = ['not_started', 'compliance', 'checks_passed', 'production'] as const;

/** One compliance check: the sample document sent with the compliance CSID and ZATCA's verdict. */
export const ZComplianceCheckView = z.object({
  document: z.enum(['invoice', 'credit_note', 'debit_note']),
  status: z.enum(['PASS', 'WARNING', 'ERROR']),
  messages: z.array(z.string()),
  checkedAt: ZTimestamp,
});

/** A certificate ZATCA issued to the platform's EGS unit (public: no secret is ever in a reply). */
export const ZZatcaCertificateView = z.object({ serialNumber: z.string(), issuer: z.string(), expiresAt: ZTimestamp });

/** Where the platform's ZATCA onboarding stands (ADR 040), for admins. */
export const ZZatcaOnboardingView = z.object({
  status: z.enum(ZATCA_ONBOARDING_STATUSES),
  /** `zatca` talks to ZATCA at `apiUrl`; `sandbox` onboards in-process with a local CA (FATOORA_PROVIDER=log). */
  mode: z.enum(['sandbox', 'zatca']),
  apiUrl: z.string().nullable(),
  egsSerial: z.string().nullable(),
  vatNumber: z.string().nullable(),
  checks: z.array(ZComplianceCheckView),
  compliance: ZZatcaCertificateView.nullable(),
  production: ZZatcaCertificateView.nullable(),
  updatedAt: ZTimestamp.nullable(),
});
export type TZatcaOnboardingView = z.output<typeof ZZatcaOnboardingView>;

export const ZZatcaOnboardingReply = z.object({ success: z.literal(true), onboarding: ZZatcaOnboardingView });
export type TZatcaOnboardingReply = z.output<typeof ZZatcaOnboardingReply>;
