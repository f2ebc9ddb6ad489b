/**
 * Settings changes between tabs of the same origin: BroadcastChannel('settings') when
 * available, else a message written to localStorage (other tabs get a `storage` event).
 * Neither mechanism delivers to the sending tab; messages also carry the sender id.
 */
import { CROSS_TAB_LOCAL_STORAGE_REMOVAL_MS } from '../constants';
import { isPlainObject, isString, nullable, oneOf } from './guards';
import type { SettingScope } from './setting-builder';

export const SETTINGS_CHANNEL_NAME = 'settings';
export const SETTINGS_SYNC_STORAGE_KEY = 'settings:sync';

export interface SettingsSyncMessage {
  type: 'set' | 'reset';
  sender: string;
  nonce: string;
  scope: SettingScope;
  /** `<origin>:<userId>` for account and deviceAccount scope, null for device scope. */
  accountId: string | null;
  key: string;
  value?: unknown;
}

export interface CrossTabChannel {
  readonly tabId: string;
  post(message: Omit<SettingsSyncMessage, 'sender' | 'nonce'>): void;
  close(): void;
}

const isType = oneOf(['set', 'reset']);
const isScope = oneOf(['account', 'device', 'deviceAccount']);
const isAccountId = nullable(isString);

export function isSettingsSyncMessage(v: unknown): v is SettingsSyncMessage {
  return (
    isPlainObject(v) &&
    isType(v.type) &&
    isString(v.sender) &&
    isString(v.nonce) &&
    isScope(v.scope) &&
    isAccountId(v.accountId) &&
    isString(v.key)
  );
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function openCrossTabChannel(onMessage: (message: SettingsSyncMessage) => void): CrossTabChannel {
  const tabId = randomId();
  const deliver = (data: unknown) => {
    if (isSettingsSyncMessage(data) && data.sender !== tabId) onMessage(data);
  };
  const stamp = (message: Omit<SettingsSyncMessage, 'sender' | 'nonce'>): SettingsSyncMessage => ({
    ...message,
    sender: tabId,
    nonce: randomId(),
  });

  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(SETTINGS_CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => deliver(event.data);
    return {
      tabId,
      post(message) {
        try {
          channel.postMessage(stamp(message));
        } catch (error) {
          console.error('[settings] could not broadcast a settings change.', error);
        }
      },
      close: () => channel.close(),
    };
  }

  const timers = new Set<ReturnType<typeof setTimeout>>();
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SETTINGS_SYNC_STORAGE_KEY || !event.newValue) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Not ours or corrupt: ignore.
    }
  };
  globalThis.addEventListener?.('storage', onStorage);
  return {
    tabId,
    post(message) {
      const json = JSON.stringify(stamp(message));
      try {
        localStorage.setItem(SETTINGS_SYNC_STORAGE_KEY, json);
      } catch (error) {
        console.error('[settings] could not broadcast a settings change.', error);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        try {
          if (localStorage.getItem(SETTINGS_SYNC_STORAGE_KEY) === json) localStorage.removeItem(SETTINGS_SYNC_STORAGE_KEY);
        } catch {
          // Storage went away: nothing to clean.
        }
      }, CROSS_TAB_LOCAL_STORAGE_REMOVAL_MS);
      timers.add(timer);
    },
    close() {
      globalThis.removeEventListener?.('storage', onStorage);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
