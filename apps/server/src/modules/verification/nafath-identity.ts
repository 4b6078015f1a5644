import { AppError } from '../../lib/app-error.js';
import type { IdentityOutcome, IdentityProvider } from './identity-provider.js';

export type NafathAccount = { apiUrl: string; appId: string; appKey: string; service: string; timeoutMs?: number };

/** Nafath's request lives three minutes in the user's app. */
const REQUEST_SECONDS = 180;

const OUTCOME_OF_STATUS: Record<string, IdentityOutcome['status']> = {
  WAITING: 'pending',
  COMPLETED: 'approved',
  REJECTED: 'rejected',
  EXPIRED: 'expired',
};

/**
 * Elm's Nafath MFA API: `POST /api/v1/mfa/request?local=&requestId=` with the `APP-ID` and `APP-KEY` headers and
 * `{ nationalId, service }` answers `{ transId, random }` (the number the user picks in the Nafath app);
 * `POST /api/v1/mfa/request/status` with `{ nationalId, transId, random }` answers `{ status }` (WAITING,
 * COMPLETED, REJECTED, EXPIRED). The person's details travel in the signed callback Nafath posts, which this adapter
 * does not take yet: the name stays null (ADR 041).
 */
export function nafathIdentity(account: NafathAccount): IdentityProvider {
  const base = account.apiUrl.replace(/\/$/, '');
  const call = async (path: string, body: unknown) => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'APP-ID': account.appId, 'APP-KEY': account.appKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(account.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw Object.assign(new AppError('VERIFICATION_UNAVAILABLE'), { cause: error });
    }
    if (!response.ok) {
      throw Object.assign(new AppError('VERIFICATION_UNAVAILABLE'), {
        cause: new Error(`Nafath answered ${response.status}: ${(await response.text()).slice(0, 200)}`),
      });
    }
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    name: 'nafath',
    async start({ nationalId, requestId, language }) {
      const query = new URLSearchParams({ local: language, requestId });
      const reply = await call(`/api/v1/mfa/request?${query}`, { nationalId, service: account.service });
      if (typeof reply.transId !== 'string' || reply.random === undefined) {
        throw Object.assign(new AppError('VERIFICATION_UNAVAILABLE'), { cause: new Error('Nafath gave no transId or random') });
      }
      return { transactionId: reply.transId, number: String(reply.random), expiresAt: new Date(Date.now() + REQUEST_SECONDS * 1000) };
    },
    async status({ nationalId, transactionId, number }) {
      const reply = await call('/api/v1/mfa/request/status', { nationalId, transId: transactionId, random: number });
      const status = OUTCOME_OF_STATUS[String(reply.status)];
      if (!status) throw Object.assign(new AppError('VERIFICATION_UNAVAILABLE'), { cause: new Error(`Nafath status ${reply.status}`) });
      return { status, name: null };
    },
    appUrl: () => null,
  };
}
