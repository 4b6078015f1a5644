import type { TChatDeletedReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Hides the conversation for this user until a new message arrives. */
export const deleteChat = (chatId: string) => api.delete<TChatDeletedReply>(`/api/user/chats/${encodeURIComponent(chatId)}`);

export function useDeleteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChat,
    onSuccess: (_reply, chatId) => {
      queryClient.removeQueries({ queryKey: queryKeys.chat.messages(chatId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.chat.conversations() });
    },
  });
}
