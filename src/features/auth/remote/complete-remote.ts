import { addAccount, signIn, SignInNotKept } from '@/core/accounts/sign-in';
import { parseCallback } from './miauth-url';
import { judgeReturn, takePending, type PendingRemoteSignIn } from './pending';
import { finishRemoteSignIn } from './remote-signin';

export type RemoteOutcome =
  | { kind: 'signedIn' }
  | { kind: 'added'; username: string }
  | { kind: 'failed'; reason: 'expired' | 'denied' | 'notApproved' | 'failed' | 'notKept'; pending: PendingRemoteSignIn | null };

let running: Promise<RemoteOutcome> | null = null;

/**
 * Finishes a sign-in on another server when the browser comes back to the callback route: takes
 * the pending record, removes the query from the address (it never stays in history), asks the
 * server for the token, then signs in exactly like a password sign-in (spec section 4). Runs once
 * per page.
 */
export function completeRemoteSignIn(href: string = window.location.href): Promise<RemoteOutcome> {
  running ??= run(href);
  return running;
}

async function run(href: string): Promise<RemoteOutcome> {
  const params = parseCallback(href);
  const pending = takePending();
  try {
    history.replaceState(null, '', new URL(href).pathname);
  } catch {
    // no history API (tests): nothing to clean
  }
  const verdict = judgeReturn(pending, params, Date.now());
  if (verdict !== 'check' || !pending) return { kind: 'failed', reason: verdict === 'check' ? 'expired' : verdict, pending };
  const got = await finishRemoteSignIn(pending);
  if (!got.ok) return { kind: 'failed', reason: got.reason, pending };
  // A token made for this app: the server refuses it its `secure` endpoints (the registry among them).
  const tokenKind = pending.kind === 'miauth' ? 'miauth' : 'app';
  try {
    if (pending.mode === 'add') {
      const account = await addAccount(got.token, pending.server, { tokenKind });
      return { kind: 'added', username: account.username };
    }
    await signIn(got.token, pending.server, { tokenKind, navigation: { reload: () => window.location.replace('/'), assign: (url) => window.location.replace(url) }, redirect: pending.redirect ?? '/' });
    return { kind: 'signedIn' };
  } catch (e) {
    // This browser refuses to store the account and the page cannot follow it without a reload.
    return { kind: 'failed', reason: e instanceof SignInNotKept ? 'notKept' : 'failed', pending };
  }
}
