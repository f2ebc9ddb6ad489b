import type { ApiClient } from '@/core/api/api-client';

/** The server's VAPID key (base64url, as meta.swPublickey carries it) as bytes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

export type PushStatus = 'unsupported' | 'noServerKey' | 'blocked' | 'off' | 'on';

export class PushError extends Error {
  constructor(readonly reason: 'blocked' | 'dismissed' | 'otherServer' | 'subscribeFailed' | 'unsupported') {
    super(reason);
    this.name = 'PushError';
  }
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Whether push is on for this account on this browser (the server knows our subscription). */
export async function readPushStatus(api: ApiClient, swPublickey: string | null | undefined): Promise<PushStatus> {
  if (!pushSupported()) return 'unsupported';
  if (!swPublickey) return 'noServerKey';
  if (Notification.permission === 'denied') return 'blocked';
  const sub = await (await registration())?.pushManager.getSubscription();
  if (!sub) return 'off';
  const known = await api.request<unknown>('sw/show-registration', { endpoint: sub.endpoint }, { suppressError: true }).catch(() => null);
  return known ? 'on' : 'off';
}

/**
 * Turns push on for the account: permission, the browser subscription with the server's key, then
 * `sw/register` so the server sends to it.
 */
export async function enablePush(api: ApiClient, swPublickey: string): Promise<void> {
  const reg = await registration();
  if (!reg) throw new PushError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError('blocked');
  if (permission !== 'granted') throw new PushError('dismissed');
  const key = vapidKeyBytes(swPublickey);
  let sub = await reg.pushManager.getSubscription();
  if (sub && !sameBytes(sub.options.applicationServerKey, key)) throw new PushError('otherServer');
  if (!sub) {
    try {
      sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    } catch {
      throw new PushError('subscribeFailed');
    }
  }
  const json = sub.toJSON();
  await api.request('sw/register', { endpoint: sub.endpoint, auth: json.keys?.auth ?? '', publickey: json.keys?.p256dh ?? '', sendReadMessage: true });
}

/**
 * Turns push off for the account (`sw/unregister`); the browser subscription itself is dropped when
 * no other saved account of the same server still uses it.
 */
export async function disablePush(api: ApiClient, otherAccountsOnServer: number): Promise<void> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (!sub) return;
  await api.request('sw/unregister', { endpoint: sub.endpoint });
  if (otherAccountsOnServer === 0) await sub.unsubscribe().catch(() => false);
}
