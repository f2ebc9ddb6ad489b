// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installScrollMemory } from './scroll-memory';

type Listener = () => void;

/** Just what scroll memory reads of the router: its location state and two events. */
function fakeRouter(key: string) {
  const listeners: Record<string, Listener[]> = { onBeforeNavigate: [], onResolved: [] };
  const router = {
    state: { location: { state: { __TSR_key: key }, href: '/' } },
    subscribe: (event: string, fn: Listener) => {
      listeners[event]!.push(fn);
      return () => undefined;
    },
  };
  const emit = (event: string) => listeners[event]!.forEach((fn) => fn());
  return { router: router as unknown as Parameters<typeof installScrollMemory>[0], go: (k: string) => {
    emit('onBeforeNavigate');
    router.state.location.state.__TSR_key = k;
    emit('onResolved');
  }, resolveFirst: (k: string) => {
    router.state.location.state.__TSR_key = k;
    emit('onResolved');
  } };
}

afterEach(() => vi.restoreAllMocks());

describe('scroll memory', () => {
  it('leaves the first page of a load where it placed itself, then gives new entries the top and old ones their place', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router, go, resolveFirst } = fakeRouter('a');
    const stop = installScrollMemory(router);
    // The first load resolves (even with a key of its own now): a timeline restoring the reader is not undone.
    resolveFirst('a2');
    expect(scrollTo).not.toHaveBeenCalled();
    go('b');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    stop();
  });
});
