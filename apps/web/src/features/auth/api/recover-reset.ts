import type { TDoneReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const recoverReset = (body: { resetToken: string; password: string }) =>
  api.post<TDoneReply>('/api/auth/recover/reset', body, { auth: false });

export const useRecoverReset = () => useMutation({ mutationFn: recoverReset });
