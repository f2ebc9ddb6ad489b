/**
 * The running settings session: which account, the explicitly set values per scope, and the
 * writers that persist them. Local changes go through here; so do changes from elsewhere
 * (other tabs, the registry), which are applied without echoing them back.
 */
import type { CrossTabChannel } from './cross-tab';
import { getSettingDefinition, type SettingKey, type SettingValue } from './definitions';
import type { AccountRef, BlobWriter } from './persistence';
import type { RegistryWriter } from './registry-writer';
import type { SettingScope } from './setting-builder';
import { putSettingValue } from './state';

export interface SettingsSession {
  readonly account: AccountRef | null;
  /** Explicitly set values by scope (what gets persisted). Unknown keys are kept as read. */
  readonly values: Record<SettingScope, Record<string, unknown>>;
  /** Absent until initSettings: nothing is persisted before the stored values are loaded. */
  readonly writers: Partial<Record<SettingScope, BlobWriter>>;
  readonly registryWriter: RegistryWriter | null;
  channel: CrossTabChannel | null;
  /** Account keys changed here or in another tab since init: a late registry fetch must not undo them. */
  readonly freshAccountKeys: Set<string>;
  accountSync: Promise<void>;
}

export function emptySession(account: AccountRef | null = null): SettingsSession {
  return {
    account,
    values: { account: {}, device: {}, deviceAccount: {} },
    writers: {},
    registryWriter: null,
    channel: null,
    freshAccountKeys: new Set(),
    accountSync: Promise.resolve(),
  };
}

let current: SettingsSession = emptySession();

export function currentSession(): SettingsSession {
  return current;
}

export function replaceSession(next: SettingsSession): SettingsSession {
  const previous = current;
  current = next;
  return previous;
}

export function accountIdOf(account: AccountRef | null): string | null {
  return account ? `${account.origin}:${account.userId}` : null;
}

/** Resolves when the session's pending local saves and registry writes are done. */
export async function flushSession(session: SettingsSession): Promise<void> {
  await Promise.all([
    ...Object.values(session.writers).map((writer) => writer.flush()),
    session.registryWriter?.flush(),
  ]);
}

/**
 * A value the user set in this tab: persist it, send account keys to the registry, tell other tabs.
 * The save and the registry request are first recorded synchronously (pending-journal.ts), so a
 * reload right after the change keeps it.
 */
export function recordLocalChange<K extends SettingKey>(key: K, value: SettingValue<K>): void {
  const session = current;
  const { scope } = getSettingDefinition(key);
  session.values[scope][key] = value;
  session.writers[scope]?.schedule(key, true);
  if (scope === 'account') {
    session.freshAccountKeys.add(key);
    session.registryWriter?.write(key, value);
  }
  session.channel?.post({ type: 'set', scope, accountId: scope === 'device' ? null : accountIdOf(session.account), key, value });
}

/**
 * Back to the default. Device and deviceAccount keys are forgotten (so a future default
 * applies); account keys are set to the default in the registry.
 */
export function recordLocalReset<K extends SettingKey>(key: K): void {
  const definition = getSettingDefinition(key);
  if (definition.scope === 'account') {
    putSettingValue(key, definition.default);
    recordLocalChange(key, definition.default);
    return;
  }
  const session = current;
  putSettingValue(key, definition.default);
  delete session.values[definition.scope][key];
  session.writers[definition.scope]?.schedule(key, true);
  session.channel?.post({
    type: 'reset',
    scope: definition.scope,
    accountId: definition.scope === 'device' ? null : accountIdOf(session.account),
    key,
  });
}

/**
 * A value that arrived from elsewhere (another tab, the registry): apply and persist it here,
 * but neither broadcast it nor send it to the registry. `undefined` means reset to default.
 */
export function applyExternalChange<K extends SettingKey>(key: K, value: SettingValue<K> | undefined): void {
  const session = current;
  const definition = getSettingDefinition(key);
  if (value === undefined) {
    delete session.values[definition.scope][key];
    putSettingValue(key, definition.default);
  } else {
    session.values[definition.scope][key] = value;
    putSettingValue(key, value);
  }
  session.writers[definition.scope]?.schedule(key);
}
