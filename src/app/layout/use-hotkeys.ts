import { useEffect } from 'react';
import { openPostForm } from '@/core/post-form/post-form-store';
import { getSetting, setSetting } from '@/core/settings';
import { hotkeyAction } from './hotkey-action';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el?.closest?.('input, textarea, select, [contenteditable="true"], dialog[open]');
}

/** Global hotkeys (spec section 2): d toggles dark mode, s opens search, p or n the post form. */
export function useGlobalHotkeys(signedIn: boolean, navigate: (href: string) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = hotkeyAction({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        typingOrHandled: e.defaultPrevented || e.repeat || isTyping(e.target),
        signedIn,
        darkModeSynced: getSetting('syncDeviceDarkMode'),
      });
      if (!action) return;
      e.preventDefault();
      if (action === 'toggleDarkMode') setSetting('darkMode', (dark) => !dark);
      else if (action === 'search') void import('@/features/search/run-search').then((m) => m.openSearch(navigate));
      else openPostForm({});
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [signedIn, navigate]);
}
