import type { OnlineStatus } from './user';

/** The four labels the ten online-status values are shown as (spec section 3). */
export type OnlineStatusLabel = 'online' | 'active' | 'offline' | 'unknown';

const LABELS: Readonly<Record<OnlineStatus, OnlineStatusLabel>> = {
  online: 'online',
  'half-online': 'online',
  active: 'active',
  'half-active': 'active',
  offline: 'offline',
  'half-sleeping': 'offline',
  sleeping: 'offline',
  'deep-sleeping': 'offline',
  'super-sleeping': 'offline',
  unknown: 'unknown',
};

/**
 * The label of a user's `onlineStatus`: one of four for the ten values servers send, `unknown` for
 * any other string, null when the server sent none (then nothing is shown).
 */
export function onlineStatusLabel(value: unknown): OnlineStatusLabel | null {
  if (typeof value !== 'string') return null;
  return Object.hasOwn(LABELS, value) ? LABELS[value as OnlineStatus] : 'unknown';
}
