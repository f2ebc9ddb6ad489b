import { createRoot } from 'react-dom/client';
import './ui/theme/global.css';
import { boot, type BootResult } from './app/boot/boot';
import { afterFirstPaint, watchFirstPaint } from './app/boot/first-paint';
import { showLoadErrorScreen } from './app/boot/load-error-screen';
import { runPostStartTasks } from './app/boot/post-start';
import { needsServerInfo, serverInfoForStart } from './app/boot/server-info-gate';
import { START_I18N_WAIT_MS, START_SCREENS_WAIT_MS, START_STYLES_WAIT_MS } from './app/boot/start-bounds';
import { byTime, within } from './app/boot/within';
import { App } from './app/App';
import { createAppContext } from './app/app-context';
import { installInPlaceSignIn } from './app/sign-in-in-place';
import { releaseDexieOpen } from './core/db/database';
import { BUILD_ID, saveStartPlan } from './core/early/early-requests';
import { detachSnapshotRootStyle, dropStartSnapshot, dropStartSnapshotOnAlert } from './core/early/start-snapshot';
import { getApi, getServerOrigin } from './core/accounts/session';
import { loadScreenMessages } from './core/i18n';

/** The page-load error screen in place of a start that cannot go on (its strings within their bound). */
async function failStart(booted: BootResult, error: unknown, serverVersion?: string | null): Promise<void> {
  dropStartSnapshot();
  await byTime(booted.i18n, START_I18N_WAIT_MS, undefined).catch(() => undefined);
  booted.removeSplash();
  await showLoadErrorScreen(error, getServerOrigin(), document, serverVersion === undefined ? {} : { serverVersion });
}

async function main() {
  performance.mark('app:main');
  detachSnapshotRootStyle();
  const booted = await boot();
  if (!booted) {
    dropStartSnapshot(); // an error screen or a navigation: never hide it behind the old picture
    return;
  }
  try {
    await start(booted);
  } catch (e) {
    if (rendered) throw e; // the app is on screen and reports its own errors
    await failStart(booted, e);
  }
}

let rendered = false;

/**
 * Everything between the boot and the first render; each await is bounded (start-bounds.ts), so a
 * start ends on the app, the saved timeline in it, or the page-load error screen.
 */
async function start(booted: BootResult) {
  const ctx = await createAppContext(booted);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  // The route's data and code start before React renders (loaders share the components' queries).
  void ctx.router.load().catch(() => undefined);
  // The screens' messages follow the first note; a start on another page waits for them.
  const screens = location.pathname === '/' ? null : loadScreenMessages();
  // With nothing saved to show, there is nothing to start without the server: no answer (live or
  // kept) within the bound is the page-load error screen, not a page of empty states.
  if (needsServerInfo({ signedIn: !!booted.account, restoredCache: ctx.restoredCache, pathname: location.pathname })) {
    const meta = await serverInfoForStart(booted.metaRefresh, booted.metaKept);
    if (!meta) {
      // (The ERROR line shows an error code, not a sentence: the screen's own text says what happened.)
      await failStart(booted, new Error(`META_UNAVAILABLE ${getServerOrigin()}`), null);
      return;
    }
  }
  await byTime(booted.i18n, START_I18N_WAIT_MS, undefined);
  await within(screens, START_SCREENS_WAIT_MS, undefined);
  await within(window.__early?.styles, START_STYLES_WAIT_MS, undefined); // the entry's stylesheets (added by the early script)
  watchFirstPaint(container);
  const stopWatchingAlerts = dropStartSnapshotOnAlert();
  void afterFirstPaint().then(() => {
    releaseDexieOpen();
    void loadScreenMessages();
    stopWatchingAlerts();
    dropStartSnapshot();
    const who = booted.account ? `${booted.account.origin} ${booted.account.id}` : `${getApi().origin} guest`;
    saveStartPlan(who, BUILD_ID);
    if (booted.account) void import('./app/early/snapshot-schedule').then((m) => m.keepSnapshots(container, { build: BUILD_ID, who }));
  });
  rendered = true;
  createRoot(container).render(<App ctx={ctx} />);
  booted.markMounted();
  booted.removeSplash();
  runPostStartTasks({ account: booted.account, queryClient: ctx.queryClient, metaRefresh: booted.metaRefresh, me: booted.me });
  // A visitor who signs in to this server switches in place (no reload); the start snapshots of
  // the account are kept from then on, as after a signed-in start.
  if (!booted.account) {
    installInPlaceSignIn(ctx, (account) => {
      const who = `${account.origin} ${account.id}`;
      void import('./app/early/snapshot-schedule').then((m) => m.keepSnapshots(container, { build: BUILD_ID, who }));
    });
  }
}

void main().catch((e: unknown) => {
  dropStartSnapshot();
  throw e;
});
