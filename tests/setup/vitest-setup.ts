import 'fake-indexeddb/auto';
import { afterAll, afterEach, vi } from 'vitest';
import { dismissAllToasts } from '@/core/toast/toast-store';

// Only a DOM environment has anything to unmount; logic tests in Node skip loading Testing Library.
const cleanup = typeof document === 'undefined' ? undefined : (await import('@testing-library/react')).cleanup;

afterEach(async () => {
  // A test that ends with fake timers still on (it failed half-way, or forgot vi.useRealTimers) would
  // unmount under them and leave them to whatever runs next: put real ones back, then fail that test.
  const leftFakeTimers = vi.isFakeTimers();
  if (leftFakeTimers) vi.useRealTimers();
  // A module the test's code started importing (a lazy part, a feature's key factory) finishes loading
  // within its file: test files that share a module graph would otherwise see it land in the next one.
  await vi.dynamicImportSettled();
  // Toasts live in a module of their own, which test files share when they are not isolated.
  dismissAllToasts();
  if (typeof document !== 'undefined') {
    cleanup?.();
    localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; max-age=0; path=/`;
    });
  }
  if (leftFakeTimers) throw new Error('This test ended with fake timers on: call vi.useRealTimers() in an afterEach (or a finally) of the test that installs them.');
});

// Globals a file stubbed (often through a test util, e.g. fetch) go back at its end: files that share a
// module graph also share the globals.
afterAll(() => {
  vi.unstubAllGlobals();
});
