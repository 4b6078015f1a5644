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

/**
 * Sign out: stop this device's pushes, leave for /auth, forget the session, then tell the server (best effort).
 *
 * The order matters. Telling the server first revokes the access token and closes the realtime socket while the
 * screen is still a guarded one: any call or reconnection in that moment is refused, ends the session, and the guard
 * sends to /auth with itself as the way back. Forgetting the session before leaving does the same. On /auth nothing
 * depends on the session, and once it is forgotten nothing asks with its tokens.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async () => {
      const refreshToken = getRefreshToken();
      // The next person on this device must not get this account's notifications. The browser's push service may
      // be slow to answer: the sign-out waits for it a little, and the unsubscription goes on after.
      if (refreshToken)
        await Promise.race([disablePushHere().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, PUSH_WAIT_MS))]);
      await navigate(paths.auth.login.getHref(), { replace: true });
      clearSession();
      queryClient.clear();
      // The refresh token expires by itself when the server cannot be reached.
      if (refreshToken) await logout({ refreshToken }).catch(() => undefined);
    },
  });
  return { signOut: () => mutation.mutate(), isSigningOut: mutation.isPending };
}
