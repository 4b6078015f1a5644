import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDictionaries } from '@/lib/i18n';
import { returnPathAfterSignIn, takePendingAction } from '@/lib/pending-action';
import { NotifyMe } from './notify-me';

describe('Notify me on an item page', () => {
  beforeAll(() => loadDictionaries(['items']));

  it('asks a visitor to sign in, keeping the group he picked for when he comes back, and calls nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const router = createMemoryRouter(
      [
        { path: '/items/:id', element: <NotifyMe itemId="item-1" city="Jeddah" /> },
        { path: '/auth', element: <p>sign-in page</p> },
      ],
      { initialEntries: ['/items/item-1?city=Jeddah'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Offers to watch'), 'Used');
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    await screen.findByText('sign-in page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/auth?${new URLSearchParams({ return: '/items/item-1?city=Jeddah' })}`,
    );
    expect(returnPathAfterSignIn()).toBe('/items/item-1?city=Jeddah');
    expect(takePendingAction({ path: '/items/item-1?city=Jeddah', kinds: ['watchItem'] })).toEqual({
      kind: 'watchItem',
      itemId: 'item-1',
      group: 'used',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
