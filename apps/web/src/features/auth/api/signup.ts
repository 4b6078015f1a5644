import type { TAuthReply, TSignupRequest } from '@gamesouq/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Creates the account once the phone is verified; the server always makes it a `user`. */
export const signup = (body: Omit<TSignupRequest, 'role'>) =>
  api.post<TAuthReply>('/api/user/auth/signup', { ...body, role: 'user' }, { auth: false });

export const useSignup = () => useMutation({ mutationFn: signup });
