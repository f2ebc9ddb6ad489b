import { createRoot } from 'react-dom/client';
import './ui/theme/global.css';
import { boot } from './app/boot/boot';
import { afterFirstPaint, watchFirstPaint } from './app/boot/first-paint';
import { runPostStartTasks } from './app/boot/post-start';
import { App } from './app/App';
import { createAppContext } from './app/app-context';
import { installInPlaceSignIn } from './app/sign-in-in-place';
import { releaseDexieOpen } from './core/db/database';
import { BUILD_ID, saveStartPlan } from './core/early/early-requests';
import { detachSnapshotRootStyle, dropStartSnapshot, dropStartSnapshotOnAlert } from './core/early/start-snapshot';
import { getApi } from './core/accounts/session';
import { loadScreenMessages } from './core/i18n';

async function main() {
  performance.mark('app:main');
  detachSnapshotRootStyle();
  const booted = await boot();
  if (!booted) {
    dropStartSnapshot(); // an error screen or a navigation: never hide it behind the old picture
    return;
  }
  const ctx = await createAppContext(booted);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  // The route's data and code start before React renders (loaders share the components' queries).
  void ctx.router.load().catch(() => undefined);
  // The screens' messages follow the first note; a start on another page waits for them.
  const screens = location.pathname === '/' ? null : loadScreenMessages();
  await booted.i18n;
  await screens;
  await window.__early?.styles; // the entry's stylesheets (added by the early script)
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
