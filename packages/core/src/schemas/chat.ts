import { z } from 'zod';

export const ZChatText = z.object({
  message: z.string({ error: 'Please write a message' }).trim().min(1, 'Please write a message').max(4000, 'The message is too long'),
  message_id: z.string().max(100).optional(),
});

export const ZStartChat = z.object({
  other_user_id: z.string().min(1).max(64).optional(),
  product_id: z.string().min(1).max(64).nullish(),
});
