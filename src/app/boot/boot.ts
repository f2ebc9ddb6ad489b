import { readCurrentAccount } from '@/core/accounts/account-storage';
import type { MeDetailed, StoredAccount } from '@/core/accounts/account-types';
import { getApi, startSession, defaultServerOrigin } from '@/core/accounts/session';
import { fetchAccount } from '@/core/accounts/sign-in';
import { deferDexieOpen } from '@/core/db/database';
import { installGlobalErrorHandlers } from '@/core/errors/global-error-handlers';
import { initI18n } from '@/core/i18n';
import { loadInstanceMeta, readKeptInstanceMeta, type InstanceMeta } from '@/core/instance/instance-meta';
import { readKeptMeta } from '@/core/instance/kept-meta';
import { nameDocumentAfterServer } from './document-title';
import { createSplashProgress } from './splash';
import { showLoadErrorScreen } from './load-error-screen';
import { signInFirst, wantsSignInFirst } from './sign-in-first';
import { START_I18N_WAIT_MS } from './start-bounds';
import { setViewport } from './viewport';
import { byTime } from './within';

export interface BootResult {
  account: StoredAccount | null;
  /** The instance meta request, started at once (null when it failed). */
  metaRefresh: Promise<InstanceMeta | null>;
  /** The `meta` kept from an earlier start on this server (null: none). */
  metaKept: Promise<InstanceMeta | null>;
  /** The account's `i`, started at once; post-start and the me query share it. */
  me: Promise<MeDetailed> | null;
  /** The interface language loading (await before the first render, bounded: `START_I18N_WAIT_MS`). */
  i18n: Promise<void>;
  removeSplash: () => void;
  markMounted: () => void;
}

/**
 * Start-up (spec section 1) with no serial chain: the account is known synchronously from
 * localStorage, so `meta` and `i` leave at once, in parallel with the interface language, the
 * settings, the saved Query cache and the route's code and data (see main.tsx); the app mounts as
 * soon as the language is there (meta is not waited for: the answer fills its query when it comes). Dexie is held back until the first note is painted.
 * Resolves null when the page is navigating away (account switch, cookie sign-in) or showing an
 * error screen.
 */
export async function boot(): Promise<BootResult | null> {
  installGlobalErrorHandlers();
  deferDexieOpen();
  const splash = createSplashProgress();
  try {
    splash.start('viewport');
    setViewport();
    splash.finish('viewport');

    splash.start('loginId');
    let stored = readCurrentAccount();
    const i18n = initI18n();
    // (The language is waited for within its bound: a message shown without it reads as its key.)
    if (wantsSignInFirst(location.href, stored)) {
      if (await byTime(i18n, START_I18N_WAIT_MS, undefined).then(() => signInFirst(stored))) return null;
      // Signed in without navigating: storage refused the account, which this start runs on from memory.
      stored = readCurrentAccount();
    }
    splash.finish('loginId');

    splash.start('account');
    startSession(stored);
    const me = stored ? fetchAccount(stored.origin, stored.token) : null;
    me?.catch(() => undefined); // post-start reports it
    splash.finish('account');

    splash.start('instance');
    const metaLoad = loadInstanceMeta(getApi());
    const metaRefresh = metaLoad.then(async (r) => (await r.refresh) ?? r.meta);
    const metaKept = readKeptInstanceMeta(getApi().origin);
    nameDocumentAfterServer(readKeptMeta(getApi().origin));
    void metaRefresh.then(nameDocumentAfterServer, () => undefined);
    // Done once there is server information to show, live or kept (start-up may wait for it: main.tsx).
    for (const source of [metaRefresh, metaKept]) void source.then((meta) => meta && splash.finish('instance'), () => undefined);

    splash.start('serviceWorker');
    if ('serviceWorker' in navigator && import.meta.env.PROD) {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e) => console.warn('Service worker registration failed', e));
    }
    splash.finish('serviceWorker');

    splash.start('mount');
    return {
      account: readCurrentAccount(),
      metaRefresh,
      metaKept,
      me,
      i18n,
      removeSplash: () => splash.remove(),
      markMounted: () => splash.finish('mount'),
    };
  } catch (e) {
    splash.remove();
    await showLoadErrorScreen(e, defaultServerOrigin());
    return null;
  }
}
