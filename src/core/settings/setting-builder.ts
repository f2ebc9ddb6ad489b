/**
 * Typed builders for the settings table. The value type of each setting is inferred from its
 * guard, and the default must conform to it; defaults are deep-frozen so nobody mutates them.
 */
import type { Guard } from './guards';

export type SettingScope = 'account' | 'device' | 'deviceAccount';

export interface SettingSpec<T, S extends SettingScope = SettingScope> {
  readonly scope: S;
  readonly default: T;
  /** Checks values read from storage, other tabs and the registry. */
  readonly guard: Guard<T>;
}

export interface SettingDefinition<T, K extends string = string, S extends SettingScope = SettingScope>
  extends SettingSpec<T, S> {
  readonly key: K;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

function build<S extends SettingScope>(scope: S) {
  return <T>(guard: Guard<T>, defaultValue: NoInfer<T>): SettingSpec<T, S> => {
    if (!guard(defaultValue)) throw new TypeError(`A ${scope} setting default does not match its guard.`);
    return { scope, default: deepFreeze(defaultValue), guard };
  };
}

/** Synced with the server registry (scope ['client', 'base']) and cached locally. */
export const account = build('account');
/** Kept on this browser for every account. */
export const device = build('device');
/** Kept on this browser, per account. */
export const deviceAccount = build('deviceAccount');

/** Attach each entry's key, preserving the per-key types. */
export function withKeys<Table extends Record<string, SettingSpec<unknown>>>(
  table: Table,
): { readonly [K in keyof Table & string]: Table[K] & { readonly key: K } } {
  const result: Record<string, SettingSpec<unknown> & { key: string }> = {};
  for (const [key, spec] of Object.entries(table)) result[key] = Object.freeze({ ...spec, key });
  return Object.freeze(result) as { readonly [K in keyof Table & string]: Table[K] & { readonly key: K } };
}
