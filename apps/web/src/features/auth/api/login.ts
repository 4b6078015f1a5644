import type { TAuthReply, TLoginRequest } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const login = (body: TLoginRequest) => api.post<TAuthReply>('/api/user/auth/login', body, { auth: false });

export const useLogin = () => useMutation({ mutationFn: login });
