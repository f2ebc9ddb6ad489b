import { useEffect } from 'react';
import { openPostForm } from '@/core/post-form/post-form-store';
import { getSetting, setSetting } from '@/core/settings';
import { topModal } from '@/ui/toast/top-modal';
import { hotkeyAction, type HotkeyAction } from './hotkey-action';
import { openShortcutHelp } from './shortcut-help/help-store';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el?.closest?.('input, textarea, select, [contenteditable="true"], dialog[open]');
}

/**
 * Whether keys belong to something else than the page: a text field has the focus, or a modal (a
 * dialog, the drawer) is open, wherever the focus is.
 */
export function keysTaken(target: EventTarget | null): boolean {
  // topModal: a real modal (a Modal, the drawer), not the open <dialog> in the start picture of a
  // page left with one up. (Not the root's data-modal-open either: that start picture restores it.)
  return isTyping(target) || topModal() !== null;
}

/** Global hotkeys (spec section 2): d toggles dark mode, s opens search, p or n the post form; ? lists the keys. */
export function useGlobalHotkeys(signedIn: boolean, navigate: (href: string) => void): void {
  useEffect(() => {
    const actionOf = (key: string, typingOrHandled: boolean) =>
      hotkeyAction({ key, ctrlKey: false, metaKey: false, altKey: false, typingOrHandled, signedIn, darkModeSynced: getSetting('syncDeviceDarkMode') });
    const perform = (action: NonNullable<HotkeyAction>) => {
      if (action === 'toggleDarkMode') setSetting('darkMode', (dark) => !dark);
      else if (action === 'search') void import('@/features/search/run-search').then((m) => m.openSearch(navigate));
      else if (action === 'help') openShortcutHelp();
      else openPostForm({});
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const action = actionOf(e.key, e.defaultPrevented || e.repeat || keysTaken(e.target));
      if (!action) return;
      e.preventDefault();
      perform(action);
    };
    window.addEventListener('keydown', onKey);
    // Keys pressed while the start picture (or the splash) was up: in order, until one opens something.
    for (const key of window.__early?.takeKeys?.() ?? []) {
      const action = actionOf(key, keysTaken(document.activeElement));
      if (!action) continue;
      perform(action);
      if (action !== 'toggleDarkMode') break;
    }
    return () => window.removeEventListener('keydown', onKey);
  }, [signedIn, navigate]);
}
