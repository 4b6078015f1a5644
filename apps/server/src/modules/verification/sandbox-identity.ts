import { randomInt, randomUUID } from 'node:crypto';
import type { IdentityOutcome, IdentityProvider } from './identity-provider.js';

/** The sandbox's request lives as long as Nafath's. */
const REQUEST_SECONDS = 180;

/** The sandbox's register of persons: a few demo IDs with names; any other valid ID is a person named after its last digits. */
const DEMO_PERSONS: Record<string, string> = {
  '1010101010': 'عبدالله محمد القحطاني',
  '1020304050': 'Noura Saleh Alharbi',
  '2030405060': 'Omar Farouk Siddiqui',
};

export type SandboxIdentityRequest = {
  transactionId: string;
  nationalId: string;
  number: string;
  /** The three numbers the stand-in app shows, the right one among them. */
  choices: string[];
  outcome: IdentityOutcome;
  expiresAt: Date;
};

const twoDigits = () => String(randomInt(10, 100));

/**
 * An identity provider inside the server (ADR 041): its stand-in for the Nafath app is a page of this server
 * (/identity/sandbox/:transactionId) showing three numbers; picking the one our page shows approves the request,
 * another number rejects it. Requests are kept in memory, as a provider keeps them on its side.
 */
export function sandboxIdentity() {
  const requests = new Map<string, SandboxIdentityRequest>();
  const current = (request: SandboxIdentityRequest) => {
    if (request.outcome.status === 'pending' && request.expiresAt.getTime() <= Date.now())
      request.outcome = { status: 'expired', name: null };
    return request;
  };
  const provider: IdentityProvider = {
    name: 'sandbox',
    async start({ nationalId }) {
      const number = twoDigits();
      const choices = new Set([number]);
      while (choices.size < 3) choices.add(twoDigits());
      const request: SandboxIdentityRequest = {
        transactionId: randomUUID(),
        nationalId,
        number,
        choices: [...choices].sort(),
        outcome: { status: 'pending', name: null },
        expiresAt: new Date(Date.now() + REQUEST_SECONDS * 1000),
      };
      requests.set(request.transactionId, request);
      return { transactionId: request.transactionId, number, expiresAt: request.expiresAt };
    },
    async status({ transactionId, nationalId }) {
      const request = requests.get(transactionId);
      if (!request || request.nationalId !== nationalId) return { status: 'expired', name: null };
      return current(request).outcome;
    },
    appUrl: (transactionId) => `/identity/sandbox/${transactionId}`,
  };
  return {
    provider,
    find: (transactionId: string) => {
      const request = requests.get(transactionId);
      return request ? current(request) : null;
    },
    /** The user's pick in the stand-in app: the right number approves, any other rejects; an answered request stays answered. */
    answer(transactionId: string, picked: string) {
      const request = requests.get(transactionId);
      if (!request || current(request).outcome.status !== 'pending') return request ?? null;
      request.outcome =
        picked === request.number
          ? { status: 'approved', name: DEMO_PERSONS[request.nationalId] ?? `Sandbox Person ${request.nationalId.slice(-4)}` }
          : { status: 'rejected', name: null };
      return request;
    },
  };
}

export type SandboxIdentity = ReturnType<typeof sandboxIdentity>;
