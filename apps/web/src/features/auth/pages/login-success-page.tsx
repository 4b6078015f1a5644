import { homePathForRole } from '@gamesouq/core';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

/** After a login or signup: the landing page of the user's role, or back to /auth. */
export function LoginSuccessPage() {
  const session = useSession();
  return <Navigate to={session ? homePathForRole(session.user.role) : paths.auth.login.getHref()} replace />;
}
