import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint, isAfterFirstPaint } from '../boot/first-paint';

/** True once the first note has been painted (see boot/first-paint.ts). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(isAfterFirstPaint);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void afterFirstPaint().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

/** Waits between attempts at a deferred part whose chunk failed to load; the last one repeats. */
export const DEFERRED_RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * Resolves once `load` has succeeded, trying again after each failure (the network dropped, a new
 * deploy replaced the chunk). Until then the part renders nothing; the page around it goes on.
 */
export function untilLoaded<T>(load: () => Promise<T>, waits: readonly number[] = DEFERRED_RETRY_MS): Promise<T> {
  return new Promise((resolve) => {
    let failures = 0;
    const attempt = () => {
      load().then(resolve, (e: unknown) => {
        const wait = waits[Math.min(failures++, waits.length - 1)] ?? 30_000;
        console.warn(`A part of the page failed to load; trying again in ${wait} ms`, e);
        setTimeout(attempt, wait);
      });
    };
    attempt();
  });
}

/**
 * A component whose chunk is loaded only after the first paint (it renders nothing until then):
 * for what the first note does not need — the post form host, widgets, page windows, menus. Its
 * chunk failing to load never takes the page down: it is asked for again (untilLoaded).
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => untilLoaded(load).then((component) => ({ default: component })));
  function Deferred(props: P) {
    const ready = useAfterFirstPaint();
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}

/** A component loaded on first render (first use), shown with `fallback` meanwhile. */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: React.ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function OnDemand(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}

