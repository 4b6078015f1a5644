import http from 'node:http';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { catalogIds, imageBytes } from '../test/listing-fixtures.js';
import { SERVER_PROCESS_TIMEOUT_MS } from '../test/server-process.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

const BOUNDARY = '----gamesouq-shutdown';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A new ad as one multipart body, to be sent in two halves. */
async function adForm() {
  const { category, platform } = await catalogIds(t);
  const fields = {
    title: 'Sent during a restart',
    price: '150',
    city: 'Riyadh',
    location: 'Al Olaya',
    category: category('Racing'),
    platform: platform('PlayStation 5'),
    phone: '+966501234567',
    description: 'Uploaded while the server was asked to stop.',
    agreeToTerms: 'true',
  };
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
    await imageBytes('png', { width: 1200, height: 900 }),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Whether a new TCP connection to `port` is accepted. */
const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('a server asked to stop (SIGTERM)', () => {
  it('finishes the upload in flight, refuses new connections at once and exits cleanly within 10 s', {
    timeout: SERVER_PROCESS_TIMEOUT_MS,
  }, async () => {
    const user = await t.createUser();
    const server = await t.startAnotherProcess();
    const body = await adForm();

    // The upload starts: headers and the first half of the form reach the handler, the rest is still to come.
    let resolveReply: (reply: { status: number; text: string }) => void = () => {};
    const replied = new Promise<{ status: number; text: string }>((resolve) => (resolveReply = resolve));
    const upload = http.request({
      host: '127.0.0.1',
      port: server.port,
      path: '/api/user/ads',
      method: 'POST',
      headers: {
        authorization: `Bearer ${user.token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': body.length,
      },
    });
    upload.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolveReply({ status: response.statusCode ?? 0, text }));
    });
    upload.on('error', (error) => resolveReply({ status: 0, text: String(error) }));
    const half = Math.floor(body.length / 2);
    await new Promise<void>((resolve) => upload.write(body.subarray(0, half), () => resolve()));
    await sleep(500);

    const stoppedAt = Date.now();
    server.signal('SIGTERM');
    await sleep(500);
    expect(await canConnect(server.port)).toBe(false);
    const isRunning = await Promise.race([server.exited.then(() => false), sleep(100).then(() => true)]);
    expect(isRunning, server.output()).toBe(true);

    // The rest of the upload arrives after the signal, and the ad is created.
    upload.end(body.subarray(half));
    const reply = await replied;
    expect(reply.status, reply.text).toBe(201);
    expect(JSON.parse(reply.text).ad.title).toBe('Sent during a restart');

    const exit = await server.exited;
    expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
    expect(exit.at - stoppedAt).toBeLessThan(10_000);
    const stored = await t.request<{ ads: { title: string }[] }>('GET', '/api/user/ads', { token: user.token });
    expect(stored.body.ads.map((ad) => ad.title)).toEqual(['Sent during a restart']);
  });
});
