import { CROSS_TAB_LOCAL_STORAGE_REMOVAL_MS } from '@/core/constants';

/** Messages other tabs of this client act upon (spec section 4). */
export type CrossTabMessage = { type: 'reload' } | { type: 'signin'; id: string } | { type: 'signout'; id: string };

const CHANNEL = 'misskey-client';
const LS_KEY = 'crossTab:message';
type Listener = (msg: CrossTabMessage) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null = null;
let started = false;

function deliver(msg: unknown) {
  if (typeof msg !== 'object' || msg === null || typeof (msg as { type?: unknown }).type !== 'string') return;
  for (const l of listeners) l(msg as CrossTabMessage);
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
      const { msg } = JSON.parse(ev.newValue) as { msg: unknown };
      deliver(msg);
    } catch {
      /* ignore foreign values */
    }
  });
}

export function postCrossTab(msg: CrossTabMessage): void {
  start();
  if (channel) {
    channel.postMessage(msg);
    return;
  }
  try {
    localStorage.setItem(LS_KEY, JSON.stringify({ msg, at: Date.now(), nonce: Math.random() }));
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
