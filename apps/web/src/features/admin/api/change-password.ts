import type { TChangePassword } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: TChangePassword) => api.put<{ msg: string }>('/api/admin/profile/password', body) });
