/**
 * The app's entry, as the early script (early.ts) starts it: its stylesheets, then its module, each
 * once. Like early.ts it imports nothing of the app at run time.
 */
import type { EarlyConfig, EarlyGlobal } from '@/core/early/early-types';
import { addCss } from './early-loading';

let started = false;
let styles: Promise<void> | null = null;

/**
 * Adds the entry's stylesheets (once); `g.styles` settles when they have loaded or failed, and the
 * app renders after that (src/main.tsx).
 */
export function addEntryCss(g: EarlyGlobal | undefined, config: EarlyConfig | null): void {
  styles ??= Promise.all((config?.css ?? []).map(addCss)).then(() => undefined);
  if (g) g.styles = styles;
}

/** Starts the app's entry module (once), its stylesheets first (they may not have been added yet). */
export function startEntry(config: EarlyConfig | null): void {
  const src = config?.entry;
  if (started || typeof src !== 'string' || !src.startsWith('/assets/')) return;
  started = true;
  addEntryCss(window.__early, config);
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  document.head.appendChild(script);
}
