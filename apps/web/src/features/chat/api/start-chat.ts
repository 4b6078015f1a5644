import type { TStartChatReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Starts the chat with the seller of a listing (or with a user), or resumes the one that exists. */
export const startChat = (body: { product_id?: string; other_user_id?: string }) => api.post<TStartChatReply>('/api/user/chat/start', body);

export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations() }),
  });
}
