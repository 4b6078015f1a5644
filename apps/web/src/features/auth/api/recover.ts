import type { TDoneReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a 4-digit recovery code by SMS or e-mail. The reply is the same whether an account exists or not. */
export const recover = ({ emailOrPhone }: { emailOrPhone: string }) =>
  api.post<TDoneReply>('/api/auth/recover', { emailOrPhone }, { auth: false });

export const useRecover = () => useMutation({ mutationFn: recover });
