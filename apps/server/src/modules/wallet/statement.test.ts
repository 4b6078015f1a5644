import { inflateSync } from 'node:zlib';
import type { TErrorReply, TWalletTransactionsReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { DOCUMENTS_PER_MINUTE } from '../../lib/route-limits.js';
import type { User } from '../../test/money-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { platformAccount, post, userAccount } from './ledger.js';

const t = useTestApp();

const ROWS = 520;
const riyadhDay = (offsetDays = 0) => new Date(Date.now() + 3 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
const download = (user: User, query: string) =>
  fetch(`${t.baseUrl}/api/user/wallet/statement?${query}`, { headers: { authorization: `Bearer ${user.token}` } });

/** The Latin text a PDF draws, one string per text-drawing operation (kerning numbers dropped; Arabic glyphs are not text). */
function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  // Each stream read by its /Length: its compressed bytes may end in a \r or hold a newline that a pattern would take.
  const streams = [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = match.index + match[0].length;
    try {
      return inflateSync(Buffer.from(raw.slice(start, start + Number(match[1])), 'latin1')).toString('latin1');
    } catch {
      return '';
    }
  });
  return streams.flatMap((stream) =>
    [...stream.matchAll(/\[([^\]]*)\] TJ/g)].map((op) =>
      [...op[1]!.matchAll(/<([0-9a-f]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''),
    ),
  );
}

/** 520 deposits of 1 SAR through the ledger (two more than a year ago), and a real one through the API. */
async function busyWallet() {
  const user = await t.createUser();
  await inTransaction(t.db, async (tx) => {
    for (let i = 0; i < ROWS; i++) {
      await post(tx, {
        kind: 'deposit',
        userId: user.id,
        description: `Top-up #${String(i).padStart(4, '0')}`,
        lines: [
          { account: platformAccount('external'), amount: -100 },
          { account: userAccount(user.id, 'available'), amount: 100 },
        ],
      });
    }
  });
  await t.db.execute(sql`update journal_entries set created_at = now() - interval '40 days'
    where user_id = ${user.id} and description in ('Top-up #0000', 'Top-up #0001')`);
  await t.request('POST', '/api/user/wallet/deposit', {
    token: user.token,
    body: {
      amount: 5,
      description: '=HYPERLINK("http://evil.example")',
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvv: '123',
      cardHolder: 'A',
    },
  });
  return user;
}

describe('Download Statement', () => {
  it('lists every transaction of the chosen days in the CSV, beyond any list limit, with formulas defused', async () => {
    const user = await busyWallet();
    const reply = await download(user, `from=${riyadhDay(-7)}&to=${riyadhDay()}&format=csv`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(
      `attachment; filename="gamesouq-statement-${riyadhDay(-7)}-to-${riyadhDay()}.csv"`,
    );
    const text = Buffer.from(await reply.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFFDate,Type,Description,Amount (SAR),Status,Reference\r\n')).toBe(true);
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(ROWS - 2 + 1);
    expect(rows[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Deposit,Top-up #\d{4},1,Completed,/);
    const described = rows.slice(0, -1).map((row) => row.split(',')[2]);
    expect(new Set(described)).toEqual(new Set(Array.from({ length: ROWS - 2 }, (_, i) => `Top-up #${String(i + 2).padStart(4, '0')}`)));
    expect(rows.at(-1)).toContain(`,Deposit,"'=HYPERLINK(""http://evil.example"")",5,Completed,`);
    // The Transactions tab pages through all of them, the oldest included (it used to stop at the latest 500).
    const listed = async (query: string) =>
      (await t.request<TWalletTransactionsReply>('GET', `/api/user/wallet/transactions?${query}`, { token: user.token })).body;
    const first = await listed('');
    expect(first.transactions).toHaveLength(10);
    expect(first.transactions[0]).toMatchObject({ type: 'deposit', amount: 5 });
    expect(first.pagination).toEqual({ currentPage: 1, totalPages: 53, totalItems: ROWS + 1, itemsPerPage: 10 });
    const last = await listed('page=6&limit=100');
    expect(last.pagination).toEqual({ currentPage: 6, totalPages: 6, totalItems: ROWS + 1, itemsPerPage: 100 });
    expect(last.transactions).toHaveLength(ROWS + 1 - 500);
    expect(new Set(last.transactions.slice(-2).map((x) => x.description))).toEqual(new Set(['Top-up #0000', 'Top-up #0001']));
    const pages = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => listed(`page=${page}&limit=100`)));
    expect(new Set(pages.flatMap((p) => p.transactions.map((x) => x.id))).size).toBe(ROWS + 1);
    expect(
      (await t.request<TWalletTransactionsReply>('GET', '/api/user/wallet/transactions?limit=101', { token: user.token })).status,
    ).toBe(400);

    const arabic = await (await download(user, `from=${riyadhDay(-60)}&to=${riyadhDay()}&format=csv&lang=ar`)).text();
    expect(arabic.split('\r\n')[0]).toBe('التاريخ,النوع,الوصف,المبلغ بالريال,الحالة,المرجع');
    expect(arabic.trim().split('\r\n')).toHaveLength(ROWS + 2);
    expect(arabic).toContain(',إيداع,Top-up #0000,1,مكتملة,');
  });

  it('renders every transaction in a real PDF, page after page, with the balances at the start and the end', async () => {
    const user = await busyWallet();
    const reply = await download(user, `from=${riyadhDay(-7)}&to=${riyadhDay()}&format=pdf`);
    expect(reply.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await reply.arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const texts = pdfTexts(pdf);
    for (let i = 2; i < ROWS; i++) expect(texts).toContain(`Top-up #${String(i).padStart(4, '0')}`);
    expect(texts).not.toContain('Top-up #0001');
    expect(texts).toContain('=HYPERLINK("http://evil.example")');
    const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThan(10);
    expect(texts).toContain(`Page ${pages} of ${pages}`);
    // Balances: the two old deposits before the period, everything at its end.
    expect(texts).toContain('+2.00');
    expect(texts).toContain(`+${(ROWS + 5).toFixed(2)}`);

    const arabic = Buffer.from(await (await download(user, `from=${riyadhDay(-7)}&to=${riyadhDay()}&lang=ar`)).arrayBuffer());
    expect(arabic.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansArabic/);
    expect(pdfTexts(arabic)).toContain('Top-up #0519');
  });

  it('shows only the caller’s own movements, and refuses bad ranges with clear messages', async () => {
    const stranger = await t.createUser();
    // Other users' statements of these days hold hundreds of movements; the stranger has none.
    const own = await (await download(stranger, `from=${riyadhDay(-7)}&to=${riyadhDay()}&format=csv`)).text();
    expect(own.trim().split('\r\n')).toHaveLength(1);
    const check = async (query: string) => (await (await download(stranger, query)).json()) as TErrorReply;
    expect(await check(`from=${riyadhDay()}&to=${riyadhDay(-1)}`)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The start date must be on or before the end date',
    });
    expect((await check(`from=${riyadhDay(-400)}&to=${riyadhDay()}`)).message).toBe('A statement covers at most one year');
    expect((await check(`from=yesterday&to=${riyadhDay()}`)).message).toBe('Please choose the start date');
    expect((await check(`to=${riyadhDay()}`)).message).toBe('Please choose the start date');
    expect((await fetch(`${t.baseUrl}/api/user/wallet/statement?from=${riyadhDay()}&to=${riyadhDay()}`)).status).toBe(401);
  });

  it('answers 429 past the statements a user may download in a minute, and not to another user', async () => {
    const [user, other] = [await t.createUser(), await t.createUser()];
    const query = `from=${riyadhDay(-1)}&to=${riyadhDay()}&format=csv`;
    const statuses: number[] = [];
    for (let i = 0; i < DOCUMENTS_PER_MINUTE; i++) statuses.push((await download(user, query)).status);
    expect(statuses).toEqual(Array(DOCUMENTS_PER_MINUTE).fill(200));
    const limited = await download(user, query);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await download(other, query)).status).toBe(200);
  });
});
