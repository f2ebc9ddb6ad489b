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

/**
 * A component whose chunk is loaded only after the first paint (it renders nothing until then):
 * for what the first note does not need — the post form host, widgets, page windows, menus.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
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
