import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';

/** How long a push service keeps a push for a device that is off (seconds): a day, after which it is stale. */
const TIME_TO_LIVE = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type VapidKeys = { publicKey: string; privateKey: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * The VAPID key pair that signs our pushes: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, otherwise a pair generated
 * once into DATA_DIR (like the JWT secret), so that browsers' subscriptions stay valid across restarts.
 */
export async function resolveVapidKeys(config: Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'DATA_DIR'>): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const file = path.join(config.DATA_DIR, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as VapidKeys;
  await mkdir(config.DATA_DIR, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Whether the server may send to this push service: its host is one of PUSH_SERVICE_HOSTS or under one of them, over
 * https (plain http only to this machine's own loopback, where a test's push service listens).
 */
export function isAllowedPushService(endpoint: string, allowedHosts: string[]) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  const isListed = allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
  return isListed && (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(host)));
}

export function assertAllowedPushService(endpoint: string, allowedHosts: string[]) {
  if (!isAllowedPushService(endpoint, allowedHosts)) throw new AppError('BAD_REQUEST', 'errors.pushServiceNotAllowed');
}

/**
 * Sends encrypted pushes by the Web Push protocol: web-push encrypts the payload to the browser's keys (RFC 8291,
 * aes128gcm) and signs the VAPID header (RFC 8292); the request itself goes out with fetch, with a timeout.
 * Returns the push service's HTTP status.
 */
export function createPushSender({ keys, subject, allowedHosts }: { keys: VapidKeys; subject: string; allowedHosts: string[] }) {
  return {
    publicKey: keys.publicKey,
    async send(target: PushTarget, payload: string) {
      if (!isAllowedPushService(target.endpoint, allowedHosts)) return 403;
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject, ...keys },
          TTL: TIME_TO_LIVE,
          contentEncoding: 'aes128gcm',
          urgency: 'high',
        },
      );
      // fetch sets the length of the body itself.
      const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string | number>;
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        redirect: 'error',
      });
      await response.body?.cancel();
      return response.status;
    },
  };
}
export type PushSender = ReturnType<typeof createPushSender>;
