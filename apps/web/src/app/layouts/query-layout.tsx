import { QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { IdleSignOut } from '@/features/account-settings/components/idle-sign-out';
import { PageQueryClient } from '@/lib/query-client';

/**
 * The routes whose screens read the API (app/router.tsx): TanStack Query is not part of the first load. The signed-in
 * screens are all here, and so is the idle sign-out of the session timeout setting, which reads it.
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={useContext(PageQueryClient)}>
      <Outlet />
      <IdleSignOut />
    </QueryClientProvider>
  );
}
