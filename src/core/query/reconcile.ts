import { isOutcomeUnknown } from '@/core/api/api-error';
import { RECONCILE_READ_DELAYS_MS } from '@/core/constants';

export { isOutcomeUnknown };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ReconcileOptions<R> {
  /** Reads what the server holds now (notes/show, users/relation, …); a failure ends the reconciliation. */
  read: () => Promise<R>;
  /** Whether the server shows what the user asked for; when not, it is read once more later. */
  matches: (server: R) => boolean;
  /** Delays before the first and the second read. */
  delaysMs?: readonly number[];
}

/**
 * After a change whose outcome is unknown (`isOutcomeUnknown`): waits a little, reads the server's
 * state, and when it does not show the change yet reads it once more after a longer wait (the
 * request may still be running on the server). Resolves with the last state read: the caller puts
 * it in the cache and tells the user only when it differs from what they asked for.
 */
export async function reconcileUnknown<R>(opts: ReconcileOptions<R>): Promise<R> {
  const delays = opts.delaysMs ?? RECONCILE_READ_DELAYS_MS;
  let last: R | undefined;
  for (let i = 0; i < Math.max(1, delays.length); i++) {
    await wait(delays[i] ?? 0);
    last = await opts.read();
    if (opts.matches(last)) return last;
  }
  return last as R;
}

export type SendOutcome<R> = { kind: 'answered' } | { kind: 'reconciled'; server: R; applied: boolean };

/**
 * A single change (a vote, a renote, a favourite) sent with `send`: a plain failure rejects as
 * before; an unknown outcome is read back (`reconcileUnknown`) and resolves with what the server
 * holds and whether it shows the change (`applied`). A failed read rejects.
 */
export async function sendReconciled<R>(send: () => Promise<unknown>, reconcile: ReconcileOptions<R>): Promise<SendOutcome<R>> {
  try {
    await send();
    return { kind: 'answered' };
  } catch (e) {
    if (!isOutcomeUnknown(e)) throw e;
  }
  const server = await reconcileUnknown(reconcile);
  return { kind: 'reconciled', server, applied: reconcile.matches(server) };
}
