/** Test-only helpers (not matched by the *.test.ts pattern). */
import { vi } from 'vitest';
import type { RegistryApi } from './registry';

export const ALICE = { origin: 'https://one.example', userId: 'alice' };
export const BOB = { origin: 'https://one.example', userId: 'bob' };

export function fakeRegistry(initial: Record<string, unknown> = {}) {
  const data: Record<string, unknown> = { ...initial };
  const registry = {
    data,
    getAll: vi.fn<RegistryApi['getAll']>(async () => ({ ...data })),
    set: vi.fn<RegistryApi['set']>(async (_scope, key, value) => {
      data[key] = value;
    }),
  };
  return registry;
}
