import { z } from 'zod';

export const ZPaymentParams = z.object({ id: z.string().min(1).max(64) });

/** What a gateway adds to our callback URL when it sends the browser back (Moyasar: `id`, `status`, `message`). */
export const ZPaymentCallbackQuery = z.object({
  id: z.string().max(100).optional(),
  status: z.string().max(40).optional(),
  message: z.string().max(300).optional(),
});

export const ZWebhookParams = z.object({ provider: z.string().min(1).max(40) });
