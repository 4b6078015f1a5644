import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AdminConversation = {
  id: string;
  userId: string;
  userName: string;
  lastMessage: string;
  lastMessageTime: string;
  unreadCount: number;
};
export type AdminChatMessage = { id: string; sender: string; content: string; timestamp: string };

/** New messages arrive by polling: the admin screen reads the same chat service as the user's, without its own socket. */
const POLL_MS = 5_000;

export const useAdminChats = () =>
  useQuery({
    queryKey: ['admin', 'chats'],
    queryFn: ({ signal }) => api.get<AdminConversation[]>('/api/admin/chats', { signal }),
    refetchInterval: POLL_MS,
  });

export const useAdminChatMessages = (id: string | null) =>
  useQuery({
    queryKey: ['admin', 'chats', id, 'messages'],
    queryFn: ({ signal }) => api.get<AdminChatMessage[]>(`/api/admin/chats/${id}/messages`, { signal }),
    enabled: id !== null,
    refetchInterval: POLL_MS,
  });

export function useSendAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      api.post<{ message: AdminChatMessage }>(`/api/admin/chats/${id}/messages`, { message }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'chats'] }),
  });
}
