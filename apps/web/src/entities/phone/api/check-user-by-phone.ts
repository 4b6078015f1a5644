import type { TUserExistsReply } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const checkUserByPhone = ({ phoneNumber }: { phoneNumber: string }) =>
  api.post<TUserExistsReply>('/api/check-user-by-phone', { phoneNumber }, { auth: false });

export const useCheckUserByPhone = () => useMutation({ mutationFn: checkUserByPhone });
