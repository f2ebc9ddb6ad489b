import { isOutcomeUnknown, reconcileUnknown } from './reconcile';
import { setUnsettled } from './unsettled';

/**
 * Toggle mutations (reaction, renote, follow, favorite): the UI shows each intent at once; the
 * requests for one target run one at a time, and only the latest intent is pursued. When the
 * server refuses, the target settles back to what the server last confirmed. When the outcome is
 * unknown (timed out, connection dropped), the shown state stays while the server is asked what
 * it holds (`reconcile`), and the target settles on that.
 */
export interface IntentQueue<S> {
  /** Records the user's wish for `key`; resolves once the server state matches the latest wish (or failed). */
  want(key: string, desired: S, confirmed: S): Promise<void>;
}

/** How a target whose request had an unknown outcome is read back from the server. */
export interface IntentReconcile<S, R> {
  /** What the server holds for `key` now (the note, the relation). */
  read: (key: string) => Promise<R>;
  /** The toggle's state in what was read. */
  stateOf: (server: R) => S;
  /** The state a step from `from` toward `to` reaches when it succeeds (default: `to`). */
  reached?: (key: string, from: S, to: S) => S;
  /**
   * Puts what the server holds into the cache once the target has settled on it. `wanted` is what
   * the user asked for: when the server's state differs, the caller says so.
   */
  apply: (key: string, server: R, wanted: S) => void;
  delaysMs?: readonly number[];
  /** The id under which the target is marked unconfirmed while it is read back (`useUnsettled`). */
  unsettledId?: (key: string) => string;
}

export function createIntentQueue<S, R = S>(opts: {
  /** One request that moves the server from `from` toward `to`; returns the state now confirmed. */
  step: (key: string, from: S, to: S) => Promise<S>;
  /** Called when a step fails: put the UI back to the confirmed state. */
  onSettleFailed: (key: string, confirmed: S, error: unknown) => void;
  equals?: (a: S, b: S) => boolean;
  /** Reconciles an unknown outcome with the server; without it an unknown outcome counts as a failure. */
  reconcile?: IntentReconcile<S, R>;
}): IntentQueue<S> {
  const eq = opts.equals ?? Object.is;
  const targets = new Map<string, { desired: S; confirmed: S; running: Promise<void> | null }>();

  async function run(key: string): Promise<void> {
    const t = targets.get(key)!;
    const fail = (e: unknown) => {
      t.desired = t.confirmed;
      opts.onSettleFailed(key, t.confirmed, e);
    };
    try {
      while (!eq(t.desired, t.confirmed)) {
        const goal = t.desired;
        const from = t.confirmed;
        try {
          t.confirmed = await opts.step(key, from, goal);
        } catch (e) {
          const r = opts.reconcile;
          if (!r || !isOutcomeUnknown(e)) return fail(e);
          const expected = r.reached ? r.reached(key, from, goal) : goal;
          const marker = r.unsettledId?.(key);
          if (marker) setUnsettled(marker, true);
          let server: R;
          try {
            server = await reconcileUnknown({ read: () => r.read(key), matches: (s) => eq(r.stateOf(s), expected), ...(r.delaysMs ? { delaysMs: r.delaysMs } : {}) });
          } catch (readError) {
            return fail(readError);
          } finally {
            if (marker) setUnsettled(marker, false);
          }
          t.confirmed = r.stateOf(server);
          const wish = t.desired;
          // The server did not take the change and the user still wants it: settle on the server's state.
          if (!eq(t.confirmed, expected) && eq(t.desired, goal)) t.desired = t.confirmed;
          if (eq(t.desired, t.confirmed)) r.apply(key, server, wish);
          // Otherwise a newer wish (or the next step toward this one) is pursued from what the server holds.
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

/**
 * One queue per query client (a test, or a new session, brings its own): `make` runs again when
 * the client changes, so its callbacks always patch the cache the UI reads.
 */
export function perQueryClient<C, Q>(make: (qc: C) => Q): (qc: C) => Q {
  let bound: { qc: C; queue: Q } | null = null;
  return (qc) => {
    if (!bound || bound.qc !== qc) bound = { qc, queue: make(qc) };
    return bound.queue;
  };
}
