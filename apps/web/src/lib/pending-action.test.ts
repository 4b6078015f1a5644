import { beforeEach, describe, expect, it } from 'vitest';
import { forgetReturn, rememberReturn, returnPathAfterSignIn, takePendingAction } from './pending-action';

const chat = { kind: 'chat' as const, productId: 'p1', sellerName: 'Riyadh Games', productTitle: 'Elden Ring' };

describe('the pending action of a visitor', () => {
  beforeEach(() => sessionStorage.clear());

  it('survives the sign-in page being told the same return path, and runs once on that page', () => {
    rememberReturn({ returnTo: '/product/p1', action: chat });
    rememberReturn({ returnTo: '/product/p1' });
    expect(returnPathAfterSignIn()).toBe('/product/p1');
    expect(takePendingAction({ path: '/home', kinds: ['chat'] })).toBeNull();
    expect(takePendingAction({ path: '/product/p1', kinds: ['report'] })).toBeNull();
    expect(takePendingAction({ path: '/product/p1', kinds: ['chat'] })).toEqual(chat);
    expect(takePendingAction({ path: '/product/p1', kinds: ['chat'] })).toBeNull();
  });

  it('drops the action when the sign-in page returns somewhere else', () => {
    rememberReturn({ returnTo: '/product/p1', action: chat });
    rememberReturn({ returnTo: '/orders' });
    expect(returnPathAfterSignIn()).toBe('/orders');
    expect(takePendingAction({ path: '/product/p1', kinds: ['chat'] })).toBeNull();
  });

  it('never remembers, nor reads back, a path off this site', () => {
    rememberReturn({ returnTo: '//evil.example/x', action: chat });
    expect(returnPathAfterSignIn()).toBeNull();
    sessionStorage.setItem('pendingAction', JSON.stringify({ returnTo: 'https://evil.example', action: chat }));
    expect(returnPathAfterSignIn()).toBeNull();
    sessionStorage.setItem('pendingAction', '{not json');
    expect(returnPathAfterSignIn()).toBeNull();
  });

  it('forgets the return path for a sign-in opened without one', () => {
    rememberReturn({ returnTo: '/product/p1' });
    forgetReturn();
    expect(returnPathAfterSignIn()).toBeNull();
  });
});
