/**
 * Sends account-scope changes to the registry: one request in flight per key, later values
 * wait and only the latest is sent (last write wins, in order). Failures are logged, not thrown.
 * With a journal area, each value is first recorded in the pending journal (pending-journal.ts)
 * and the record removed once the server has taken it, so a value whose request died with the
 * page (or failed) is sent again on the next start.
 */
import { clearPending, recordPending } from './pending-journal';
import { settingsRegistryScope, type RegistryApi } from './registry';

export interface RegistryWriter {
  write(key: string, value: unknown): void;
  /** Resolves when every queued write has been attempted. */
  flush(): Promise<void>;
}

export function createRegistryWriter(registry: RegistryApi, journalArea: string | null = null): RegistryWriter {
  const waiting = new Map<string, { value: unknown; id: string | null }>();
  const running = new Map<string, Promise<void>>();

  async function drain(key: string): Promise<void> {
    while (waiting.has(key)) {
      const { value, id } = waiting.get(key)!;
      waiting.delete(key);
      try {
        await registry.set(settingsRegistryScope(), key, value);
        if (journalArea !== null && id !== null) clearPending(journalArea, [[key, id]]);
      } catch (error) {
        // The record stays: the next start sends the value again.
        console.error(`[settings] could not save "${key}" to the server registry.`, error);
      }
    }
    running.delete(key);
  }

  return {
    write(key, value) {
      const id = journalArea === null ? null : recordPending(journalArea, key, { value });
      waiting.set(key, { value, id });
      if (!running.has(key)) running.set(key, drain(key));
    },
    async flush() {
      while (running.size > 0) await Promise.all(running.values());
    },
  };
}
