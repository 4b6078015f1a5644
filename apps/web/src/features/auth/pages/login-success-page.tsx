import { homePathForRole } from '@gamesouq/core';
import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { returnPathAfterSignIn } from '@/lib/pending-action';
import { useSession } from '@/lib/session';

/** After a login or signup: back to the page the visitor came from (docs/decisions/017), else the role's home; or /auth. */
export function LoginSuccessPage() {
  const session = useSession();
  if (!session) return <Navigate to={paths.auth.login.getHref()} replace />;
  return <Navigate to={returnPathAfterSignIn() ?? homePathForRole(session.user.role)} replace />;
}
