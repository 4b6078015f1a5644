import type { Db, DbOrTx } from '../../db/client.js';
import type { MoyasarGateway } from './moyasar-gateway.js';
import type { PaymentProvider } from './provider.js';
import type { SandboxGateway } from './sandbox-gateway.js';

export type PaymentSetup = {
  provider: PaymentProvider;
  /** The in-server gateway, when it is the provider. */
  sandbox: SandboxGateway | null;
  /** Moyasar, when it is the provider. */
  moyasar: MoyasarGateway | null;
  /** Where the gateway sends the browser back: '' for the sandbox (same origin), the public https URL for a real one. */
  publicUrl: string;
  log: { warn(message: string): void; info(message: string): void };
};

// Keyed by the database handle: each app (and each test app) gets the gateway of its own settings.
const setups = new WeakMap<object, PaymentSetup>();

export function setUpPayments(db: Db, setup: PaymentSetup) {
  setups.set(db, setup);
}

export function paymentSetupOf(db: DbOrTx): PaymentSetup {
  const setup = setups.get(db);
  if (!setup) throw new Error('Payments are not set up for this database handle');
  return setup;
}
