import { homePathForRole, type Role } from '@gamesouq/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { signInHref } from '@/lib/return-path';
import { useSession } from '@/lib/session';
import { FullPageSpinner } from '@/ui/spinner';

export const GENERAL_ROLES: readonly Role[] = ['user', 'buyer', 'admin', 'trader'];
export const TRADER_ROLES: readonly Role[] = ['trader', 'admin'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];

/**
 * Route guard (spec admin §4): a spinner while the user loads, /auth when signed out (coming back to this deep link
 * once signed in, docs/decisions/017), the own home for a wrong role.
 */
export function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  const session = useSession();
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();

  if (!session) return <Navigate to={signInHref(`${location.pathname}${location.search}${location.hash}`)} replace />;
  if (isLoading || !user) return <FullPageSpinner />;
  if (!allowed.includes(user.role)) return <Navigate to={homePathForRole(user.role)} replace />;
  return <Outlet />;
}
