const runs = new Map<string, Promise<unknown>>();

/** Runs an action once per key for the page's lifetime (effects may run twice in development). */
export function runOnce<T>(key: string, action: () => Promise<T>): Promise<T> {
  let p = runs.get(key) as Promise<T> | undefined;
  if (!p) {
    p = action();
    runs.set(key, p);
  }
  return p;
}
