import { z } from 'zod';
import { V } from '../messages.js';

/** The one-time password the FATOORA portal shows an admin: six digits, valid for a short while. */
export const ZComplianceCsidRequest = z.object({
  otp: z
    .string({ error: V.fieldRequired })
    .trim()
    .regex(/^\d{6}$/, { error: V.zatcaOtp }),
});
export type TComplianceCsidRequest = z.input<typeof ZComplianceCsidRequest>;
