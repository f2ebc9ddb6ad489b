import { createRoot } from 'react-dom/client';
import './ui/theme/global.css';
import { boot } from './app/boot/boot';
import { afterFirstPaint, watchFirstPaint } from './app/boot/first-paint';
import { runPostStartTasks } from './app/boot/post-start';
import { App } from './app/App';
import { createAppContext } from './app/app-context';
import { releaseDexieOpen } from './core/db/database';

async function main() {
  const booted = await boot();
  if (!booted) return;
  const ctx = await createAppContext(booted);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  // The route's data and code start before React renders (loaders share the components' queries).
  void ctx.router.load().catch(() => undefined);
  await booted.i18n;
  watchFirstPaint(container);
  void afterFirstPaint().then(releaseDexieOpen);
  createRoot(container).render(<App ctx={ctx} />);
  booted.markMounted();
  booted.removeSplash();
  runPostStartTasks({ account: booted.account, queryClient: ctx.queryClient, metaRefresh: booted.metaRefresh, me: booted.me });
}

void main();
