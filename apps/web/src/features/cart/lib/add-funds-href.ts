import { paths } from '@/config/paths';

/** Add Funds, pre-filled with what the checkout lacks, coming back to the cart once the money is in. */
export const addFundsHref = (shortfall: number) =>
  paths.app.wallet.getHref('add-funds', {
    amount: shortfall > 0 ? Math.round(shortfall * 100) / 100 : undefined,
    returnTo: paths.app.cart.getHref(),
  });
