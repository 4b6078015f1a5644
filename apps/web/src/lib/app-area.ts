import { useLocation } from 'react-router';

/** The three signed-in areas: the general app, the trader panel and the admin back-office. */
export type AppArea = 'app' | 'trader' | 'admin';

export function areaOf(pathname: string): AppArea {
  if (pathname === '/trader' || pathname.startsWith('/trader/')) return 'trader';
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return 'admin';
  return 'app';
}

/** The area the user is in now, so that a link (a notification, a chat toast) stays inside it. */
export function useAppArea(): AppArea {
  return areaOf(useLocation().pathname);
}
