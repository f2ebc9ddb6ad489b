import { useEffect } from 'react';
import { getAccount } from '@/core/accounts/session';
import { loadScreenMessages } from '@/core/i18n';
import { showToast } from '@/core/toast/toast-store';
import { welcomeBackFor, welcomeBackText } from './welcome-back';

let shown = false;

function storageKey(): string | null {
  const a = getAccount();
  return a ? `lastUsed:${a.origin}:${a.id}` : null;
}

function read(key: string): number | null {
  try {
    const v = localStorage.getItem(key);
    return v === null ? null : Number(v);
  } catch {
    return null;
  }
}

function write(key: string): void {
  try {
    localStorage.setItem(key, String(Date.now()));
  } catch {
    /* storage unavailable or full: no welcome-back next time */
  }
}

/** Once per start: greets a returning user (spec section 4) and records the time of use. */
export function useWelcomeBack(): void {
  useEffect(() => {
    const key = storageKey();
    const account = getAccount();
    if (!key || !account) return;
    if (!shown) {
      shown = true;
      const w = welcomeBackFor(read(key), new Date());
      // Its words are in the screens' messages, which may still be on their way at start.
      if (w) void loadScreenMessages().then(() => showToast(welcomeBackText(w, account.username)));
    }
    write(key);
    const onHide = () => write(key);
    window.addEventListener('pagehide', onHide);
    const timer = setInterval(onHide, 5 * 60_000);
    return () => {
      window.removeEventListener('pagehide', onHide);
      clearInterval(timer);
    };
  }, []);
}
