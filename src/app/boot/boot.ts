import { readCurrentAccount } from '@/core/accounts/account-storage';
import type { StoredAccount } from '@/core/accounts/account-types';
import { getApi, startSession, defaultServerOrigin } from '@/core/accounts/session';
import { signIn } from '@/core/accounts/sign-in';
import { clearTokenCookie, readTokenCookie } from '@/core/accounts/token-cookie';
import { installGlobalErrorHandlers } from '@/core/errors/global-error-handlers';
import { initI18n, t } from '@/core/i18n';
import { loadInstanceMeta, type InstanceMeta } from '@/core/instance/instance-meta';
import { createSplashProgress } from './splash';
import { showLoadErrorScreen } from './load-error-screen';
import { readLoginIdSwitch } from './login-id';
import { setViewport } from './viewport';

export interface BootResult {
  account: StoredAccount | null;
  meta: InstanceMeta | null;
  metaRefresh: Promise<InstanceMeta | null>;
  removeSplash: () => void;
  markMounted: () => void;
}

function showOops(): void {
  document.getElementById('splash')?.remove();
  const p = document.createElement('p');
  p.style.cssText = 'text-align:center;margin-top:20vh;font-family:system-ui,sans-serif';
  p.textContent = t('account.cookieLoginFailed');
  document.getElementById('app')?.replaceChildren(p);
}

/**
 * Start-up, in the order of spec section 1. Resolves with what the app needs to mount, or null when
 * the page is navigating away (account switch, cookie sign-in) or showing an error screen.
 */
export async function boot(): Promise<BootResult | null> {
  installGlobalErrorHandlers();
  const splash = createSplashProgress();
  try {
    await initI18n();

    splash.start('viewport');
    setViewport();
    splash.finish('viewport');

    splash.start('loginId');
    let account = readCurrentAccount();
    const { switchTo, cleanUrl } = await readLoginIdSwitch(location.href, account);
    if (cleanUrl) history.replaceState(history.state, '', cleanUrl);
    if (switchTo) {
      await signIn(switchTo.token, switchTo.origin, { redirect: cleanUrl ?? '/' });
      return null;
    }
    splash.finish('loginId');

    splash.start('account');
    if (!account) {
      const cookieToken = readTokenCookie();
      if (cookieToken) {
        try {
          await signIn(cookieToken, location.origin);
        } catch {
          clearTokenCookie();
          showOops();
        }
        return null;
      }
    }
    startSession(account);
    splash.finish('account');

    splash.start('instance');
    const { meta, refresh } = await loadInstanceMeta(getApi());
    splash.finish('instance');

    splash.start('serviceWorker');
    if ('serviceWorker' in navigator && import.meta.env.PROD) {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e) => console.warn('Service worker registration failed', e));
    }
    splash.finish('serviceWorker');

    splash.start('mount');
    account = readCurrentAccount();
    return {
      account,
      meta,
      metaRefresh: refresh,
      removeSplash: () => splash.remove(),
      markMounted: () => splash.finish('mount'),
    };
  } catch (e) {
    await showLoadErrorScreen(e, defaultServerOrigin());
    return null;
  }
}
