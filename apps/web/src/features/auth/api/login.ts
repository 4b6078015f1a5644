import type { TLoginReply, TLoginRequest } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A session, or, for an account with two-factor on, the challenge of the code step. */
export const login = (body: TLoginRequest) => api.post<TLoginReply>('/api/user/auth/login', body, { auth: false });

export const useLogin = () => useMutation({ mutationFn: login });
