import type { TDoneReply } from '@gamesouq/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { clearSession, getRefreshToken } from '@/lib/session';
import { disablePushHere } from '@/lib/web-push';

const PUSH_WAIT_MS = 2000;

/** Revokes the refresh token on the server. */
export const logout = ({ refreshToken }: { refreshToken: string }) =>
  api.post<TDoneReply>('/api/user/auth/logout', { refreshToken }, { auth: false });

/** Sign out: stop this device's pushes and tell the server (best effort), forget the session either way, go to /auth. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      const refreshToken = getRefreshToken();
      if (!refreshToken) return;
      try {
        // The next person on this device must not get this account's notifications. The browser's push service may
        // be slow to answer: the sign-out waits for it a little, and the unsubscription goes on after.
        await Promise.race([disablePushHere().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PUSH_WAIT_MS))]);
        await logout({ refreshToken });
      } catch {
        // The local session ends even when the server cannot be reached; the refresh token expires by itself.
      }
    },
    onSettled: async () => {
      // Leave first: a guarded page that saw the session end would send to /auth with itself as the way back.
      await navigate(paths.auth.login.getHref(), { replace: true });
      clearSession();
      queryClient.clear();
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
