import { createRoot } from 'react-dom/client';
import './ui/theme/global.css';
import { boot } from './app/boot/boot';
import { runPostStartTasks } from './app/boot/post-start';
import { App } from './app/App';
import { createAppContext } from './app/app-context';

async function main() {
  const booted = await boot();
  if (!booted) return;
  const ctx = await createAppContext(booted);
  const container = document.getElementById('app');
  if (!container) throw new Error('#app is missing');
  createRoot(container).render(<App ctx={ctx} />);
  booted.markMounted();
  booted.removeSplash();
  runPostStartTasks({ account: booted.account, queryClient: ctx.queryClient, metaRefresh: booted.metaRefresh });
}

void main();
