// What the chat benches share: 1,000 users (`rt-1`…), 200 conversations (conversation k is between users 2k-1 and 2k;
// the other users are connected and idle), and one signed-in socket per user.
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { signAccessToken } from '../apps/server/src/modules/auth/tokens.js';
import { benchDatabase } from './support.js';

export const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
export const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 200);

/** A bench database with the chat's users and conversations. */
export async function chatBenchDatabase(name: string) {
  const database = await benchDatabase(name);
  await database.db.execute(sql`insert into users (id, name, email, phone, password_hash, role, verified)
    select 'rt-' || i, 'User ' || i, 'rt' || i || '@bench.sa', '+9665' || lpad(i::text, 8, '0'), 'x', 'user', true from generate_series(1, ${SOCKETS}) i`);
  await database.db.execute(sql`insert into conversations (id, user_a, user_b)
    select 'conv-' || k, least('rt-' || (2 * k - 1), 'rt-' || (2 * k)), greatest('rt-' || (2 * k - 1), 'rt-' || (2 * k)) from generate_series(1, ${CONVERSATIONS}) k`);
  return database;
}

/** Every user's socket, signed in, spread over the servers in turn; `sockets[i - 1]` is user `rt-i`'s. */
export async function connectChatSockets(secret: string, baseUrls: string[]) {
  const sockets: Socket[] = [];
  const authenticated: Promise<unknown>[] = [];
  for (let i = 1; i <= SOCKETS; i++) {
    const token = await signAccessToken(secret, { user: { id: `rt-${i}`, role: 'user' }, sessionId: 'bench' });
    const socket = io(baseUrls[i % baseUrls.length]!, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
    authenticated.push(new Promise((resolve) => socket.once('authenticated', resolve)));
    sockets.push(socket);
  }
  await Promise.all(authenticated);
  return sockets;
}
