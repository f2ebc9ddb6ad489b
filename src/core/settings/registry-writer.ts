/**
 * Sends account-scope changes to the registry: one request in flight per key, later values
 * wait and only the latest is sent (last write wins, in order). Failures are logged, not thrown.
 */
import { settingsRegistryScope, type RegistryApi } from './registry';

export interface RegistryWriter {
  write(key: string, value: unknown): void;
  /** Resolves when every queued write has been attempted. */
  flush(): Promise<void>;
}

export function createRegistryWriter(registry: RegistryApi): RegistryWriter {
  const waiting = new Map<string, unknown>();
  const running = new Map<string, Promise<void>>();

  async function drain(key: string): Promise<void> {
    while (waiting.has(key)) {
      const value = waiting.get(key);
      waiting.delete(key);
      try {
        await registry.set(settingsRegistryScope(), key, value);
      } catch (error) {
        console.error(`[settings] could not save "${key}" to the server registry.`, error);
      }
    }
    running.delete(key);
  }

  return {
    write(key, value) {
      waiting.set(key, value);
      if (!running.has(key)) running.set(key, drain(key));
    },
    async flush() {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
