import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useLanguage } from '@/lib/i18n';
import { RealtimeProvider } from '@/lib/realtime';

/** Around every route; TanStack Query comes with the routes that read the API (layouts/query-layout.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  return (
    <>
      <RealtimeProvider>{children}</RealtimeProvider>
      <Toaster position="top-right" duration={5000} richColors closeButton dir={dir} />
    </>
  );
}
