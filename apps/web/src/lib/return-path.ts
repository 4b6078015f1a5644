/** Pages a sign-in must never return to: the sign-in screens themselves (a loop) and the step that ends them. */
const AUTH_PATHS = ['/auth', '/login-success', '/recover-password', '/verify-code', '/new-password'];

/**
 * The path to return to after signing in, or null when `raw` is not a path of this site. Only a same-origin path is
 * accepted, so that `/auth?return=` cannot send a fresh session to another site (`//evil.example`, `/\evil.example`,
 * `https://…`, `javascript:`): the value is resolved against our origin and must stay on it.
 */
export function safeReturnPath(raw: string | null | undefined, origin: string): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  if (AUTH_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/auth?return=<path>`: the sign-in page that comes back to `path`. */
export function signInHref(returnTo: string) {
  return `/auth?${new URLSearchParams({ return: returnTo })}`;
}
