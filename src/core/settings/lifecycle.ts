/**
 * Starting, syncing and resetting the settings session (spec §4 "Settings store"):
 * load device storage and the account cache before the app mounts, then fetch account keys
 * from the registry in the background; apply registry events and other tabs' changes live.
 */
import { openCrossTabChannel, type SettingsSyncMessage } from './cross-tab';
import { getSettingDefinition, isSettingKey, settingKeysOfScope, type SettingKey, type SettingValue } from './definitions';
import { isPlainObject } from './guards';
import {
  accountCacheSettingsKey,
  createBlobWriter,
  DEVICE_SETTINGS_KEY,
  deviceAccountSettingsKey,
  loadSettingsBlob,
  type AccountRef,
} from './persistence';
import { pendingChanges, registryPendingArea, type PendingChange } from './pending-journal';
import { isSettingsRegistryScope, settingsRegistryScope, type RegistryApi } from './registry';
import { createRegistryWriter } from './registry-writer';
import {
  accountIdOf,
  applyExternalChange,
  currentSession,
  emptySession,
  flushSession,
  replaceSession,
  type SettingsSession,
} from './session';
import type { SettingScope } from './setting-builder';
import { putAllSettingValues } from './state';

export interface InitSettingsOptions {
  /** The signed-in account, or null for a visitor (account and deviceAccount values then stay in memory). */
  account: AccountRef | null;
  /** The registry of that account, or null (no server sync). */
  registry: RegistryApi | null;
}

let initCount = 0;

/** Known keys of `scope` must pass their guard; unknown keys are kept for newer clients. */
function sanitize(scope: SettingScope, raw: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!isSettingKey(key)) values[key] = value;
    else if (getSettingDefinition(key).scope === scope && getSettingDefinition(key).guard(value)) values[key] = value;
  }
  return values;
}

/**
 * Applies the pending journal's changes of one blob to its loaded `values` (in place): a value
 * that passes the key's guard, or a removal. Returns the keys changed, to be stored again.
 */
function restorePending(scope: SettingScope, values: Record<string, unknown>, changes: Record<string, PendingChange>): string[] {
  const keys: string[] = [];
  for (const [key, change] of Object.entries(changes)) {
    if ('value' in change) {
      if (!Object.prototype.hasOwnProperty.call(sanitize(scope, { [key]: change.value }), key)) continue;
      values[key] = change.value;
    } else {
      delete values[key];
    }
    keys.push(key);
  }
  return keys;
}

function storedValueOf(session: SettingsSession, key: SettingKey): { value: unknown } | undefined {
  const values = session.values[getSettingDefinition(key).scope];
  return Object.prototype.hasOwnProperty.call(values, key) ? { value: values[key] } : undefined;
}

function onCrossTabMessage(message: SettingsSyncMessage): void {
  const session = currentSession();
  if (!isSettingKey(message.key)) return;
  const key = message.key;
  const { scope, guard } = getSettingDefinition(key);
  if (scope !== message.scope) return;
  if (scope !== 'device' && (session.account === null || message.accountId !== accountIdOf(session.account))) return;
  if (message.type === 'reset') {
    applyExternalChange(key, undefined);
    return;
  }
  if (!guard(message.value)) return;
  if (scope === 'account') session.freshAccountKeys.add(key);
  applyExternalChange(key, message.value);
}

async function syncFromRegistry(session: SettingsSession, registry: RegistryApi): Promise<void> {
  let all: unknown;
  try {
    all = await registry.getAll(settingsRegistryScope());
  } catch (error) {
    console.error('[settings] could not fetch account settings from the server registry.', error);
    return;
  }
  if (currentSession() !== session || !isPlainObject(all)) return;
  const ignored: string[] = [];
  for (const key of settingKeysOfScope('account')) {
    if (!Object.prototype.hasOwnProperty.call(all, key) || session.freshAccountKeys.has(key)) continue;
    const value = all[key];
    if (getSettingDefinition(key).guard(value)) applyExternalChange(key, value);
    else ignored.push(key);
  }
  if (ignored.length > 0) console.warn('[settings] ignored wrongly typed registry values:', ignored.join(', '));
}

/**
 * Start settings for this page: await it before mounting the app. Loads device settings,
 * the account's deviceAccount settings and its cached account settings, then fetches account
 * settings from the registry in the background (see `accountSettingsSynced`). Calling it again
 * (account switch) replaces the previous session. Never rejects for storage problems.
 */
export async function initSettings(opts: InitSettingsOptions): Promise<void> {
  const token = ++initCount;
  await teardown(currentSession());
  const { account, registry } = opts;
  const [device, deviceAccount, accountCache] = await Promise.all([
    loadSettingsBlob(DEVICE_SETTINGS_KEY),
    account ? loadSettingsBlob(deviceAccountSettingsKey(account)) : {},
    account ? loadSettingsBlob(accountCacheSettingsKey(account)) : {},
  ]);
  if (token !== initCount) return; // A newer initSettings (or a reset) took over.

  const base = emptySession(account);
  const values = {
    device: sanitize('device', device),
    deviceAccount: sanitize('deviceAccount', deviceAccount),
    account: sanitize('account', accountCache),
  };
  // Changes whose save had not finished when the last page went away (a reload right after a
  // change) are still in the pending journal: they are newer than what storage holds.
  const restored = {
    device: restorePending('device', values.device, pendingChanges(DEVICE_SETTINGS_KEY)),
    deviceAccount: account ? restorePending('deviceAccount', values.deviceAccount, pendingChanges(deviceAccountSettingsKey(account))) : [],
    account: account ? restorePending('account', values.account, pendingChanges(accountCacheSettingsKey(account))) : [],
  };
  // Account keys that may never have reached the registry: they win over its answer and are sent again.
  const registryArea = account && registry ? registryPendingArea(accountIdOf(account)!) : null;
  const unsent = registryArea ? restorePending('account', values.account, pendingChanges(registryArea)) : [];
  const session: SettingsSession = {
    ...base,
    values,
    writers: {
      device: createBlobWriter(DEVICE_SETTINGS_KEY, () => values.device),
      ...(account && {
        deviceAccount: createBlobWriter(deviceAccountSettingsKey(account), () => values.deviceAccount),
        account: createBlobWriter(accountCacheSettingsKey(account), () => values.account),
      }),
    },
    registryWriter: account && registry ? createRegistryWriter(registry, registryArea) : null,
  };
  replaceSession(session);
  putAllSettingValues((key) => storedValueOf(session, key));
  // Store what came back from the journal (each finished write removes its record).
  for (const scope of ['device', 'deviceAccount', 'account'] as const) {
    for (const key of restored[scope]) session.writers[scope]?.schedule(key, true);
  }
  for (const key of unsent) {
    session.freshAccountKeys.add(key);
    session.writers.account?.schedule(key, true);
  }
  session.channel = openCrossTabChannel(onCrossTabMessage);
  if (account && registry) {
    // Sent again with the registry fetch (after the first paint), not among the start's requests.
    session.accountSync = syncFromRegistry(session, registry).then(() => {
      if (currentSession() !== session) return;
      for (const key of unsent) {
        if (Object.prototype.hasOwnProperty.call(values.account, key)) session.registryWriter?.write(key, values.account[key]);
      }
    });
  }
}

/** Resolves when the background registry fetch started by initSettings has been applied (or failed). */
export function accountSettingsSynced(): Promise<void> {
  return currentSession().accountSync;
}

/**
 * Apply a `registryUpdated` main-stream event. Only scope ['client', 'base'] and known,
 * correctly typed account-scope keys apply. Returns whether the value was applied.
 */
export function applyRegistryUpdate(scope: readonly unknown[], key: string, value: unknown): boolean {
  if (!Array.isArray(scope) || !isSettingsRegistryScope(scope) || !isSettingKey(key)) return false;
  const definition = getSettingDefinition(key);
  if (definition.scope !== 'account' || !definition.guard(value)) return false;
  applyExternalChange(key, value as SettingValue<typeof key>);
  return true;
}

/** Resolves when pending local saves and registry writes are done (e.g. before unload, in tests). */
export function flushSettings(): Promise<void> {
  return flushSession(currentSession());
}

/** Stop listening and wait for local saves. Registry writes carry on in the background. */
async function teardown(session: SettingsSession): Promise<void> {
  session.channel?.close();
  session.channel = null;
  await Promise.all(Object.values(session.writers).map((writer) => writer.flush()));
}

/**
 * Tests only: stop the session (closing the cross-tab channel), wait for its pending writes,
 * and put every setting back to its default in memory. Stored data is not touched; clear it
 * with `resetDbForTests({ deleteData: true })` from core/db.
 */
export async function resetSettingsForTests(): Promise<void> {
  initCount++;
  const previous = replaceSession(emptySession());
  await teardown(previous);
  putAllSettingValues(() => undefined);
}
