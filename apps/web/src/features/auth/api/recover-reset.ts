import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const recoverReset = (body: { resetToken: string; password: string }) =>
  api.post<{ success: boolean; message: string }>('/api/auth/recover/reset', body, { auth: false });

export const useRecoverReset = () => useMutation({ mutationFn: recoverReset });
