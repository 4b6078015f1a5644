import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { loadDemoAccounts } from './demo/demo-accounts.js';
import { createStorage } from './lib/storage/index.js';
import { hashPassword } from './modules/auth/passwords.js';
import { users } from './modules/users/tables.js';
import { prepareData } from './runtime.js';
import { useTestApp } from './test/test-app.js';

const t = useTestApp();
beforeAll(async () => {
  await loadDemoAccounts(t.db);
});

/** What one start of the server prints, on the database that already holds the demo accounts. */
async function startPrints(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const config = loadConfig({ DEMO_DATA: 'false', DATA_DIR: t.storageDir, STORAGE_DIR: t.storageDir, JWT_SECRET: 'j'.repeat(40), ...env });
  await prepareData(config, { db: t.db, storage: await createStorage(config) }, (line) => lines.push(line));
  return lines.join('\n');
}

describe('start-up printing', () => {
  it('prints the demo accounts at every start, not only the first', async () => {
    for (let start = 0; start < 2; start++) {
      const printed = await startPrints();
      expect(printed).toContain('Demo accounts (e-mail / password):');
      expect(printed).toMatch(/admin\s+admin@gamesouq\.sa\s+Admin#2026\s+\(phone \+966500000001\)/);
      expect(printed).toMatch(/trader\s+trader@gamesouq\.sa\s+Trader#2026/);
      expect(printed).toMatch(/user\s+buyer@gamesouq\.sa\s+Buyer#2026/);
      expect(printed).not.toContain('Warning');
    }
  });

  it('leaves out an account whose password was changed, and warns in production about the rest', async () => {
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('Now-private#1') })
      .where(eq(users.email, 'buyer@gamesouq.sa'));
    const printed = await startPrints({ NODE_ENV: 'production' });
    expect(printed).toContain('admin@gamesouq.sa');
    expect(printed).not.toContain('buyer@gamesouq.sa');
    expect(printed).not.toContain('Buyer#2026');
    expect(printed).toContain('Warning: these demo accounts open with passwords published in the README.');
  });

  it('prints no demo accounts once none opens with its published password', async () => {
    await t.db.update(users).set({ passwordHash: await hashPassword('Now-private#1') });
    expect(await startPrints()).not.toContain('Demo accounts');
  });
});
