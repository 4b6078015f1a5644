import type { TPushPublicKeyReply, TPushSubscriptionReply } from '@gamesouq/core';
import { api } from '@/lib/api-client';

/** Whether this browser can take Web Push (a secure page with a service worker, PushManager and notifications). */
export const isPushSupported = () =>
  typeof window !== 'undefined' &&
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** Installs the service worker (public/sw.js, ADR 036) in a built app; the dev server runs without it. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/** Asks the browser's permission, subscribes it with the server's VAPID key and saves the subscription; false if refused. */
export async function enablePush() {
  if (!isPushSupported() || (await Notification.requestPermission()) !== 'granted') return false;
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await api.get<TPushPublicKeyReply>('/api/user/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await api.put<TPushSubscriptionReply>('/api/user/push/subscriptions', subscription.toJSON());
  return true;
}

/** Stops pushes to this device for the signed-in user (signing out): the server forgets it, the browser unsubscribes. */
export async function disablePushHere() {
  if (!isPushSupported()) return;
  const subscription = await (await navigator.serviceWorker.getRegistration())?.pushManager.getSubscription();
  if (!subscription) return;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(subscription.endpoint)));
  const id = btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  await api.delete(`/api/user/push/subscriptions/${id}`).catch(() => undefined);
  await subscription.unsubscribe();
}
