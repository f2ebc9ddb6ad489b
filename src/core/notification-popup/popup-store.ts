/**
 * In-app notification pop-ups: each notification the main channel pushes ('notification') is shown
 * for a while at the corner the reader chose (settings `notificationPosition`, `notificationStackAxis`).
 * This store holds what is on screen; the layout's host renders it.
 */
import type { Notification } from '@/core/entities/notification';

/** How long one pop-up stays. */
export const NOTIFICATION_POPUP_MS = 6_000;
/** At most this many at once: a burst pushes the oldest out. */
export const NOTIFICATION_POPUP_MAX = 5;

export interface NotificationPopup {
  key: number;
  notification: Notification;
}

type Listener = () => void;
let popups: readonly NotificationPopup[] = [];
let nextKey = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const l of listeners) l();
}

export function dismissNotificationPopup(key: number): void {
  const timer = timers.get(key);
  if (timer) clearTimeout(timer);
  timers.delete(key);
  popups = popups.filter((p) => p.key !== key);
  emit();
}

/** Shows a notification as a pop-up (once per notification id). */
export function pushNotificationPopup(notification: Notification): void {
  if (!notification || typeof notification.id !== 'string' || popups.some((p) => p.notification.id === notification.id)) return;
  const popup = { key: nextKey++, notification };
  const kept = [...popups, popup];
  for (const old of kept.slice(0, Math.max(0, kept.length - NOTIFICATION_POPUP_MAX))) {
    const timer = timers.get(old.key);
    if (timer) clearTimeout(timer);
    timers.delete(old.key);
  }
  popups = kept.slice(-NOTIFICATION_POPUP_MAX);
  timers.set(popup.key, setTimeout(() => dismissNotificationPopup(popup.key), NOTIFICATION_POPUP_MS));
  emit();
}

export function getNotificationPopups(): readonly NotificationPopup[] {
  return popups;
}

export function subscribeNotificationPopups(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Clears every pop-up (sign-out, account switch, tests). */
export function clearNotificationPopups(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  popups = [];
  emit();
}
