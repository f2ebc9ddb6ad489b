/**
 * Toggle mutations (reaction, renote, follow, favorite): the UI shows each intent at once; the
 * requests for one target run one at a time, and only the latest intent is pursued. When the
 * server refuses, the target settles back to what the server last confirmed.
 */
export interface IntentQueue<S> {
  /** Records the user's wish for `key`; resolves once the server state matches the latest wish (or failed). */
  want(key: string, desired: S, confirmed: S): Promise<void>;
}

export function createIntentQueue<S>(opts: {
  /** One request that moves the server from `from` toward `to`; returns the state now confirmed. */
  step: (key: string, from: S, to: S) => Promise<S>;
  /** Called when a step fails: put the UI back to the confirmed state. */
  onSettleFailed: (key: string, confirmed: S, error: unknown) => void;
  equals?: (a: S, b: S) => boolean;
}): IntentQueue<S> {
  const eq = opts.equals ?? Object.is;
  const targets = new Map<string, { desired: S; confirmed: S; running: Promise<void> | null }>();

  async function run(key: string): Promise<void> {
    const t = targets.get(key)!;
    try {
      while (!eq(t.desired, t.confirmed)) {
        const goal = t.desired;
        try {
          t.confirmed = await opts.step(key, t.confirmed, goal);
        } catch (e) {
          t.desired = t.confirmed;
          opts.onSettleFailed(key, t.confirmed, e);
          return;
        }
      }
    } finally {
      t.running = null;
      targets.delete(key);
    }
  }

  return {
    want(key, desired, confirmed) {
      let t = targets.get(key);
      if (!t) {
        t = { desired, confirmed, running: null };
        targets.set(key, t);
      } else {
        t.desired = desired;
      }
      if (!t.running) t.running = run(key);
      return t.running;
    },
  };
}
