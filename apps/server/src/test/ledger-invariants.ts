import { expect } from 'vitest';
import type { Db } from '../db/client.js';
import { checkLedger } from '../modules/wallet/ledger-check.js';

/** The invariants of design §5 that must hold after any storm (modules/wallet/ledger-check.ts). */
export async function expectLedgerInvariants(db: Db) {
  expect(await checkLedger(db)).toEqual({
    total: 0,
    negativeAccounts: [],
    driftedAccounts: [],
    unbalancedEntries: [],
    escrowMismatches: [],
  });
}
