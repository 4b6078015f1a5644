import { describe, expect, it } from 'vitest';
import { paymentRequest, splitPayment } from './payment-plan';

const plan = (option: 'wallet' | 'mada', useWallet: boolean, walletAmount = '') => ({ option, useWallet, walletAmount });

describe('the split of a checkout between the wallet and a payment method', () => {
  it('takes the whole balance first, the chosen part, or none, and leaves the rest to the method', () => {
    expect(splitPayment({ plan: plan('mada', true), total: 230, available: 100 })).toEqual({ wallet: 100, method: 130 });
    expect(splitPayment({ plan: plan('mada', true, '40.5'), total: 230, available: 100 })).toEqual({ wallet: 40.5, method: 189.5 });
    expect(splitPayment({ plan: plan('mada', true, '500'), total: 230, available: 100 })).toEqual({ wallet: 100, method: 130 });
    expect(splitPayment({ plan: plan('mada', false), total: 230, available: 100 })).toEqual({ wallet: 0, method: 230 });
    expect(splitPayment({ plan: plan('wallet', true), total: 230, available: 500 })).toEqual({ wallet: 230, method: 0 });
  });

  it('leaves at least 1 SAR to the method, as a gateway charges no less', () => {
    expect(splitPayment({ plan: plan('mada', true), total: 100, available: 99.5 })).toEqual({ wallet: 99, method: 1 });
  });

  it('asks the server for the same split', () => {
    expect(paymentRequest({ plan: plan('wallet', true), total: 230, available: 500, language: 'en' })).toBeUndefined();
    const ask = (p: ReturnType<typeof plan>) => paymentRequest({ plan: p, total: 230, available: 100, language: 'ar' });
    expect(ask(plan('mada', true))).toEqual({ method: 'mada', useWallet: true, language: 'ar' });
    expect(ask(plan('mada', true, '40.5'))).toEqual({ method: 'mada', useWallet: 40.5, language: 'ar' });
    expect(ask(plan('mada', false))).toEqual({ method: 'mada', useWallet: false, language: 'ar' });
  });
});
