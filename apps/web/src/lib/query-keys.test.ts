import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { isSameForEveryReader, queryKeys } from './query-keys';

describe('queryKeys', () => {
  it('invalidating an area reaches every query below it, and only those', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.orders.list('buyer'), []);
    queryClient.setQueryData(queryKeys.orders.detail('o1'), {});
    queryClient.setQueryData(queryKeys.wallet.summary(), {});

    await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all() });

    const isStale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(isStale(queryKeys.orders.list('buyer'))).toBe(true);
    expect(isStale(queryKeys.orders.detail('o1'))).toBe(true);
    expect(isStale(queryKeys.wallet.summary())).toBe(false);
  });

  it('a list key carries its filters, so two filters are two cache entries', () => {
    expect(queryKeys.admin.orders.list({ page: 1 })).not.toEqual(queryKeys.admin.orders.list({ page: 2 }));
    expect(queryKeys.admin.orders.list({ page: 1 }).slice(0, 2)).toEqual(queryKeys.admin.orders.all());
  });

  it('a page drawn for a visitor keeps for a signed-in reader only what every reader sees alike', () => {
    for (const key of [queryKeys.banners(), queryKeys.catalog.categories(), queryKeys.items.page('i1', { city: 'Jeddah' })])
      expect(isSameForEveryReader(key), String(key)).toBe(true);
    for (const key of [
      queryKeys.ads.home({}),
      queryKeys.ads.detail('a1'),
      queryKeys.ads.related('a1'),
      queryKeys.ads.ofSeller('s1'),
      queryKeys.sellers.detail('s1'),
      queryKeys.items.watch('i1'),
    ])
      expect(isSameForEveryReader(key), String(key)).toBe(false);
  });
});
