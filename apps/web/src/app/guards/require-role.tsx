import { homePathForRole, type Role } from '@gamesouq/core';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { useSession } from '@/lib/session';
import { FullPageSpinner } from '@/ui/spinner';

export const GENERAL_ROLES: readonly Role[] = ['user', 'buyer', 'admin', 'trader'];
export const TRADER_ROLES: readonly Role[] = ['trader', 'admin'];
export const ADMIN_ROLES: readonly Role[] = ['admin'];

/** Route guard (spec admin §4): a spinner while the user loads, /auth when signed out, the own home for a wrong role. */
export function RequireRole({ allowed }: { allowed: readonly Role[] }) {
  const session = useSession();
  const { user, isLoading } = useCurrentUser();

  if (!session) return <Navigate to={paths.auth.login.getHref()} replace />;
  if (isLoading || !user) return <FullPageSpinner />;
  if (!allowed.includes(user.role)) return <Navigate to={homePathForRole(user.role)} replace />;
  return <Outlet />;
}
