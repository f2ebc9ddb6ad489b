/**
 * The server registry (i/registry/*) as the settings store sees it. Injected, so the store
 * does not depend on the API client and tests can pass a fake.
 */

export interface RegistryApi {
  getAll(scope: string[]): Promise<Record<string, unknown>>;
  set(scope: string[], key: string, value: unknown): Promise<void>;
}

/** Registry scope holding account-scope settings (the same scope Misskey's own client uses). */
export const SETTINGS_REGISTRY_SCOPE: readonly string[] = Object.freeze(['client', 'base']);

export function isSettingsRegistryScope(scope: readonly unknown[]): boolean {
  return scope.length === SETTINGS_REGISTRY_SCOPE.length && scope.every((part, i) => part === SETTINGS_REGISTRY_SCOPE[i]);
}

/** A fresh, mutable copy of the settings scope for each call. */
export function settingsRegistryScope(): string[] {
  return [...SETTINGS_REGISTRY_SCOPE];
}

/**
 * Build a RegistryApi from any function that POSTs to an API endpoint with the
 * signed-in credential, e.g. `registryApiFrom((ep, body) => api.request(ep, body))`.
 */
export function registryApiFrom(call: (endpoint: string, params: Record<string, unknown>) => Promise<unknown>): RegistryApi {
  return {
    async getAll(scope) {
      const result = await call('i/registry/get-all', { scope });
      return typeof result === 'object' && result !== null && !Array.isArray(result) ? (result as Record<string, unknown>) : {};
    },
    async set(scope, key, value) {
      await call('i/registry/set', { scope, key, value });
    },
  };
}
