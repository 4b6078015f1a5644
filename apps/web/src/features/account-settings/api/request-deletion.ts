import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Records an account deletion request for an admin to carry out. */
export const requestDeletion = (reason: string) => api.post<{ message: string }>('/api/user/account-deletion', { reason });

export const useRequestDeletion = () => useMutation({ mutationFn: requestDeletion });
