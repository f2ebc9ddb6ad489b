import { CROSS_TAB_IDB_TTL_MS, CROSS_TAB_LOCAL_STORAGE_REMOVAL_MS } from '@/core/constants';

/** Messages other tabs of this client act upon (spec section 4). */
export type CrossTabMessage = { type: 'reload' } | { type: 'signin'; id: string } | { type: 'signout'; id: string };

const CHANNEL = 'misskey-client';
const LS_KEY = 'crossTab:message';
type Listener = (msg: CrossTabMessage) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;
let started = false;

/** A message older than this is stale (a tab that slept through it must not act on it late). */
export const CROSS_TAB_TTL_MS = CROSS_TAB_IDB_TTL_MS;

interface Envelope {
  msg: CrossTabMessage;
  at: number;
}

function deliver(envelope: unknown) {
  if (typeof envelope !== 'object' || envelope === null) return;
  const { msg, at } = envelope as Partial<Envelope>;
  if (typeof msg !== 'object' || msg === null || typeof msg.type !== 'string') return;
  if (typeof at !== 'number' || Date.now() - at > CROSS_TAB_TTL_MS) return;
  for (const l of listeners) l(msg);
}

function start() {
  if (started) return;
  started = true;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (ev) => deliver(ev.data);
    return;
  }
  // Fallback: the storage event; a message is removed after 60 s.
  window.addEventListener('storage', (ev) => {
    if (ev.key !== LS_KEY || !ev.newValue) return;
    try {
      deliver(JSON.parse(ev.newValue));
    } catch {
      /* ignore foreign values */
    }
  });
}

export function postCrossTab(msg: CrossTabMessage): void {
  start();
  const envelope: Envelope = { msg, at: Date.now() };
  if (channel) {
    channel.postMessage(envelope);
    return;
  }
  try {
    localStorage.setItem(LS_KEY, JSON.stringify({ ...envelope, nonce: Math.random() }));
    setTimeout(() => localStorage.removeItem(LS_KEY), CROSS_TAB_LOCAL_STORAGE_REMOVAL_MS);
  } catch {
    /* storage full or unavailable: other tabs will notice on their next load */
  }
}

export function onCrossTab(listener: Listener): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
