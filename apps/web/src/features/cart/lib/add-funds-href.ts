import { paths } from '@/config/paths';

/** Add Funds, pre-filled with what the checkout lacks, coming back to the cart once the money is in. */
export const addFundsHref = (shortfall: number) => {
  const query = new URLSearchParams({ return: paths.app.cart.getHref() });
  if (shortfall > 0) query.set('amount', shortfall.toFixed(2));
  return `${paths.app.wallet.getHref('add-funds')}&${query}`;
};
