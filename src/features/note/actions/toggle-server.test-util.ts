import { afterEach, beforeEach, vi } from 'vitest';

// The note's toggle tests talk to the shared fake server (src/core/api/fake-server.test-util.ts).
export { fakeServer as toggleServer, json, type Answer } from '@/core/api/fake-server.test-util';

/** A server answer the test gives when it chooses. */
export function laterAnswer() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((res) => (resolve = res));
  return { promise, resolve };
}

/** Fake timeouts (the read-back delays) around each test, and the stubbed fetch put back after. */
export function withToggleTestClock(): void {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
