import type { ReactNode } from 'react';
import { Toaster } from 'sonner';
import { useLanguage, useTranslation } from '@/lib/i18n';
import { RealtimeProvider } from '@/lib/realtime';

/** Around every route; TanStack Query comes with the routes that read the API (layouts/query-layout.tsx). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { dir } = useLanguage();
  const { t } = useTranslation();
  return (
    <>
      <RealtimeProvider>{children}</RealtimeProvider>
      {/* sonner's own labels are English ("Notifications alt+T", "Close toast"): ours, in the reader's language. */}
      <Toaster
        position="top-right"
        duration={5000}
        richColors
        closeButton
        dir={dir}
        containerAriaLabel={t('common.toastRegion')}
        toastOptions={{ closeButtonAriaLabel: t('common.closeToast') }}
      />
    </>
  );
}
