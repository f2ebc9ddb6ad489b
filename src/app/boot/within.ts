/**
 * A bound on one await of the start path: `work`'s value when it settles within `ms`, else
 * `fallback` (a rejection still rejects). The timer is cleared as soon as `work` settles, so a bound
 * costs nothing on a start that goes well.
 */
export function within<T, F>(work: Promise<T> | T, ms: number, fallback: F): Promise<T | F> {
  return new Promise<T | F>((resolve, reject) => {
    const timer = setTimeout(() => resolve(fallback), Math.max(0, ms));
    Promise.resolve(work).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * `within`, measured from the page's start (the navigation) rather than from the call: the bounds
 * of the start path do not add up, each is a point in time after the navigation.
 */
export function byTime<T, F>(work: Promise<T> | T, atMs: number, fallback: F, now: () => number = () => performance.now()): Promise<T | F> {
  return within(work, atMs - now(), fallback);
}

/** Marks a value a bounded wait gave up on (the start goes on without it). */
export const TIMED_OUT: unique symbol = Symbol('timed out');
export type TimedOut = typeof TIMED_OUT;
