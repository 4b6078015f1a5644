import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useLanguage } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { RealtimeProvider } from '@/lib/realtime';

export function AppProviders({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>{children}</RealtimeProvider>
      <Toaster position="top-right" duration={5000} richColors closeButton dir={dir} />
    </QueryClientProvider>
  );
}
