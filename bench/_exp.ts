import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../apps/server/src/test/server-process.js';
import { measure, printRows } from './load.js';
import { zipf } from './query-mix.js';
const browser = { 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'ar-SA,ar;q=0.9' };
const server = await startServerProcess({
  NODE_ENV: 'production', DATABASE_URL: process.env.DATABASE_URL!, JWT_SECRET: 'x'.repeat(40),
  DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'exp-')), ...(process.env.EXP_ENV ? JSON.parse(process.env.EXP_ENV) : {}),
});
const items = 5000;
const pick = process.env.EXP_ONE ? () => process.env.EXP_ONE! : zipf(Array.from({ length: items }, (_, i) => `bench-item-${1 + ((i * 7907) % items)}`), 12);
printRows('exp', [await measure('items json', server.baseUrl, () => ({ path: `/api/items/${pick()}?city=Jeddah`, headers: browser }), { rate: 300, seconds: 10, pid: server.pid })]);
await server.stop();
