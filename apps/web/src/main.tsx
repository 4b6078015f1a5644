import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { router } from '@/app/router';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { i18nReady } from '@/lib/i18n';

// A session can only expire on a screen that read the API, which has loaded the query client already.
setSessionExpiredHandler(() => {
  void import('@/lib/query-client').then(({ queryClient }) => {
    queryClient.clear();
    void router.navigate('/auth', { replace: true });
  });
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// An Arabic reader never sees the English text first; the router loads the route's code meanwhile. As a transition,
// the first render yields to the browser every few milliseconds instead of holding the main thread in one long task.
void i18nReady.then(() =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
