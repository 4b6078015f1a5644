/** What a commercial registry says of a CR number (ADR 041). */
export type CrRecord = { status: 'active' | 'expired' | 'not_found'; name: string | null; owners: string[] };

export type CrProvider = { name: 'sandbox' | 'wathq'; lookUp(crNumber: string): Promise<CrRecord> };

/** The sandbox registry's shops: one active, one expired; any other number is not found. */
export const SANDBOX_CRS: Record<string, { name: string; status: 'active' | 'expired'; owners: string[] }> = {
  '7001234561': { name: 'متجر النخبة للألعاب', status: 'active', owners: ['عبدالله محمد القحطاني'] },
  '7001234562': { name: 'Pixel Souq Trading', status: 'expired', owners: ['Noura Saleh Alharbi'] },
  '7001234563': { name: 'Gamers Corner Est.', status: 'active', owners: ['Omar Farouk Siddiqui', 'Layla Omar Siddiqui'] },
};

export function sandboxCrProvider(): CrProvider {
  return {
    name: 'sandbox',
    lookUp: async (crNumber) => {
      const record = SANDBOX_CRS[crNumber];
      return record ? { status: record.status, name: record.name, owners: record.owners } : { status: 'not_found', name: null, owners: [] };
    },
  };
}

type WathqFullInfo = {
  name?: string;
  crName?: string;
  status?: { id?: number; name?: string; nameEn?: string };
  parties?: { name?: string }[];
};

/** The registry's word for a CR in force, in Arabic or English. */
const ACTIVE = new Set(['نشط', 'active']);

/**
 * The Ministry of Commerce's Wathq Commercial Registration API: `GET /commercial-registration/fullinfo/{cr}` with the
 * `apiKey` header answers the CR's name, its status (`{ id, name }`, "نشط"/"Active" when in force) and its parties
 * (owners, partners, managers); 404 when the number is unknown.
 */
export function wathqCrProvider({
  apiUrl,
  apiKey,
  timeoutMs = 15_000,
}: {
  apiUrl: string;
  apiKey: string;
  timeoutMs?: number;
}): CrProvider {
  const base = apiUrl.replace(/\/$/, '');
  return {
    name: 'wathq',
    async lookUp(crNumber) {
      const response = await fetch(`${base}/commercial-registration/fullinfo/${encodeURIComponent(crNumber)}?language=ar`, {
        headers: { apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) return { status: 'not_found', name: null, owners: [] };
      if (!response.ok) throw new Error(`Wathq answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
      const info = (await response.json()) as WathqFullInfo;
      const statusName = (info.status?.name ?? info.status?.nameEn ?? '').trim().toLowerCase();
      return {
        status: ACTIVE.has(statusName) ? 'active' : 'expired',
        name: info.name ?? info.crName ?? null,
        owners: (info.parties ?? []).map((p) => p.name?.trim() ?? '').filter(Boolean),
      };
    },
  };
}
