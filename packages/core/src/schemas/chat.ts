import { z } from 'zod';
import { V } from '../messages.js';

export const ZChatText = z.object({
  message: z.string({ error: V.disputeMessageRequired }).trim().min(1, V.disputeMessageRequired).max(4000, V.messageTooLong),
  message_id: z.string().max(100).optional(),
});

export const ZStartChat = z.object({
  other_user_id: z.string().min(1).max(64).optional(),
  product_id: z.string().min(1).max(64).nullish(),
});
