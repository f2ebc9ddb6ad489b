import type { StoredAccount } from '@/core/accounts/account-types';
import { signIn } from '@/core/accounts/sign-in';
import { clearTokenCookie, readTokenCookie } from '@/core/accounts/token-cookie';
import { releaseDexieOpen } from '@/core/db/database';
import { t } from '@/core/i18n';
import { readLoginIdSwitch } from './login-id';

function showOops(): void {
  document.getElementById('splash')?.remove();
  const p = document.createElement('p');
  p.style.cssText = 'text-align:center;margin-top:20vh;font-family:system-ui,sans-serif';
  p.textContent = t('account.cookieLoginFailed');
  document.getElementById('app')?.replaceChildren(p);
}

/** True when this start signs in before anything else: `?loginId=`, or a token cookie and no account. */
export function wantsSignInFirst(href: string, account: StoredAccount | null): boolean {
  return new URL(href).searchParams.has('loginId') || (!account && readTokenCookie() !== null);
}

/**
 * `?loginId=` or a token cookie: the rare starts that sign in (and navigate) before anything else.
 * True when the page is navigating away or shows the failed sign-in; false when the start goes on
 * (nothing to sign in, or an account that storage refused, kept in memory: readCurrentAccount()
 * gives it). Such a start navigates by itself at most once (reload-guard.ts).
 */
export async function signInFirst(account: StoredAccount | null): Promise<boolean> {
  // Such a start paints no note, and the first paint is what lets Dexie open: the account list
  // that signIn writes would otherwise wait for the open's fallback timer (5 s) before navigating.
  releaseDexieOpen();
  const { switchTo, cleanUrl } = await readLoginIdSwitch(location.href, account);
  if (cleanUrl) history.replaceState(history.state, '', cleanUrl);
  if (switchTo) {
    const outcome = await signIn(switchTo.token, switchTo.origin, { redirect: cleanUrl ?? '/', automatic: true });
    return !outcome.stayed;
  }
  if (!account) {
    const cookieToken = readTokenCookie();
    if (cookieToken) {
      try {
        const outcome = await signIn(cookieToken, location.origin, { automatic: true });
        return !outcome.stayed;
      } catch {
        clearTokenCookie();
        showOops();
        return true;
      }
    }
  }
  return false;
}
