// The face of this module: what other modules may use. Everything else in the folder is its own.
export { balancesOf, ledgerRows, NO_LEDGER_ROWS, type Posting, platformAccount, post, postingsSql, userAccount } from './ledger.js';
export { requestWithdrawal } from './move-money.js';
export { plainAmount } from './statement.js';
export { withdrawals } from './tables.js';
export { walletBalance, walletTransactions, withdrawalHistory } from './wallet-views.js';
