import { createElement, lazy, type ComponentType } from 'react';

/**
 * A component whose code is a chunk of its own, loaded on demand, that renders at once (without
 * suspending) once that code is here. `preload()` fetches it (on hover, on a press, when idle);
 * rendered before that, it suspends like React.lazy.
 *
 * Why not React.lazy alone: a lazy component suspends on its first render even when its chunk was
 * fetched long before, and React then keeps the Suspense fallback for 300 ms after the last
 * fallback it showed (it throttles revealing content), so a first open would wait that long for
 * code that is already loaded.
 */
export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): { Component: ComponentType<P>; preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (m) => {
        loaded = m.default;
      },
      (error: unknown) => {
        pending = null; // a later use tries again
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return { Component: Preloadable, preload };
}
