import type {
  TCatalogDeletedReply,
  TErrorReply,
  THomeListingsReply,
  TSearchSuggestionsReply,
  TSearchSynonymListReply,
  TSearchSynonymSavedReply,
} from '@gamesouq/core';
import { SEARCH_SYNONYMS } from '@gamesouq/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
type AuditPage = { entries: { action: string; before: unknown; after: unknown }[] };
const t = useTestApp();
let admin: User;
let seller: User;
let buyer: User;
let listingId: string;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  seller = await t.createUser({ role: 'trader' });
  buyer = await t.createUser();
  listingId = await postAd(t, { token: seller.token, fields: { title: 'Famicom retro console boxed' }, approveWith: admin.token });
});

const asAdmin = <T>(method: string, url: string, body?: unknown) => t.request<T>(method, url, { token: admin.token, body });
const found = async (search: string) =>
  (await t.request<THomeListingsReply>('GET', `/api/ads/home?search=${encodeURIComponent(search)}`)).body.ads.map((ad) => ad.id);

describe('search synonyms kept in the database', () => {
  it('starts with the groups of core SEARCH_SYNONYMS, which the search already uses', async () => {
    const list = await asAdmin<TSearchSynonymListReply>('GET', '/api/admin/search-synonyms');
    expect(list.body.synonyms.map((s) => s.key).sort()).toEqual(SEARCH_SYNONYMS.map((s) => s.key).sort());
    expect(list.body.synonyms.find((s) => s.key === 'ps5')).toMatchObject({ platforms: ['PlayStation 5'] });
    // The suggestions read it too, and name the platform in Arabic for an Arabic reader.
    const suggestions = await t.request<TSearchSuggestionsReply>('GET', `/api/ads/suggestions?q=${encodeURIComponent('سوني')}&lang=ar`);
    expect(suggestions.body.suggestions.map((s) => s.text)).toContain('بلايستيشن 5');
  });

  it('an admin adds a group and the search reads it at once; edits and removal too, each audited', async () => {
    expect(await found('فاميكوم')).not.toContain(listingId);

    const made = await asAdmin<TSearchSynonymSavedReply>('POST', '/api/admin/search-synonyms', {
      key: 'famicom',
      terms: 'فاميكوم\nفامي كوم, nes',
      matches: ['famicom'],
    });
    expect(made.status).toBe(201);
    expect(made.body.synonym).toMatchObject({ key: 'famicom', terms: ['فاميكوم', 'فامي كوم', 'nes'], platforms: [], categories: [] });
    expect(await found('فاميكوم')).toContain(listingId);

    const id = made.body.synonym.id;
    const edited = await asAdmin<TSearchSynonymSavedReply>('PUT', `/api/admin/search-synonyms/${id}`, {
      key: 'famicom',
      terms: ['فاميلي'],
      matches: ['famicom'],
    });
    expect(edited.body.synonym.terms).toEqual(['فاميلي']);
    expect(await found('فاميكوم')).not.toContain(listingId);
    expect(await found('فاميلي')).toContain(listingId);

    expect((await asAdmin<TCatalogDeletedReply>('DELETE', `/api/admin/search-synonyms/${id}`)).body.success).toBe(true);
    expect(await found('فاميلي')).not.toContain(listingId);
    expect((await asAdmin<TErrorReply>('DELETE', `/api/admin/search-synonyms/${id}`)).status).toBe(404);

    const audit = await asAdmin<AuditPage>('GET', '/api/admin/audit-log?entityType=search_synonym&limit=10');
    expect(audit.body.entries.map((e) => e.action)).toEqual(['search_synonyms.delete', 'search_synonyms.update', 'search_synonyms.create']);
    expect(audit.body.entries[1]).toMatchObject({ before: { terms: ['فاميكوم', 'فامي كوم', 'nes'] }, after: { terms: ['فاميلي'] } });
  });

  it('refuses a group without words or phrases, a bad or taken key, and anyone but an admin', async () => {
    const empty = await asAdmin<TErrorReply>('POST', '/api/admin/search-synonyms', { key: 'x', terms: ' , ', matches: ['x'] });
    expect([empty.status, empty.body.message]).toEqual([400, 'Enter at least one word people type']);
    const noMatches = await asAdmin<TErrorReply>('POST', '/api/admin/search-synonyms', { key: 'x', terms: ['x'], matches: [] });
    expect(noMatches.body.message).toBe('Enter at least one phrase a listing uses');
    const badKey = await asAdmin<TErrorReply>('POST', '/api/admin/search-synonyms', { key: 'Has Space', terms: ['x'], matches: ['x'] });
    expect(badKey.status).toBe(400);
    const taken = await asAdmin<TErrorReply>('POST', '/api/admin/search-synonyms', { key: 'ps5', terms: ['x'], matches: ['x'] });
    expect([taken.status, taken.body.message]).toEqual([400, 'Another synonym group already has this key.']);
    const other = await t.request<TErrorReply>('GET', '/api/admin/search-synonyms', { token: buyer.token });
    expect(other.status).toBe(403);
    const ps4 = (await asAdmin<TSearchSynonymListReply>('GET', '/api/admin/search-synonyms')).body.synonyms.find((s) => s.key === 'ps4')!;
    const renamed = await asAdmin<TErrorReply>('PUT', `/api/admin/search-synonyms/${ps4.id}`, { key: 'ps5', terms: ['x'], matches: ['x'] });
    expect(renamed.body.message).toBe('Another synonym group already has this key.');
  });
});
