import { useEffect } from 'react';
import { openPostForm } from '@/core/post-form/post-form-store';

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el?.closest?.('input, textarea, select, [contenteditable="true"], dialog[open]');
}

/** Global hotkeys (spec section 2): p or n opens the post form. */
export function useGlobalHotkeys(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented || isTyping(e.target)) return;
      if (e.key === 'p' || e.key === 'n') {
        e.preventDefault();
        openPostForm({});
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
