import { useSyncExternalStore } from 'react';
import { lazyComponent } from '../deferred';
import { closeShortcutHelp, getShortcutHelpOpen, subscribeShortcutHelp } from './help-store';

// A chunk of its own, loaded the first time the list is asked for.
const ShortcutHelpDialog = lazyComponent(() => import('./ShortcutHelpDialog').then((m) => m.ShortcutHelpDialog));

/** The keyboard shortcut help whenever the ? key asked for it. */
export function ShortcutHelpHost() {
  const open = useSyncExternalStore(subscribeShortcutHelp, getShortcutHelpOpen, getShortcutHelpOpen);
  return open ? <ShortcutHelpDialog onClose={closeShortcutHelp} /> : null;
}
