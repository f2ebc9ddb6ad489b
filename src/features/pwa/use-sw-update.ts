import { useEffect, useState } from 'react';

/**
 * A newer service worker that is installed and waiting (a new build of the client). The page asks
 * it to take over only when the user chooses to reload.
 */
export function useWaitingWorker(): ServiceWorker | null {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let alive = true;
    const watch = (reg: ServiceWorkerRegistration) => {
      const check = () => {
        if (alive && reg.waiting && navigator.serviceWorker.controller) setWaiting(reg.waiting);
      };
      const follow = (installing: ServiceWorker | null) => {
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') check();
        });
      };
      check();
      // A worker may already be installing (found while the page was starting).
      follow(reg.installing);
      reg.addEventListener('updatefound', () => follow(reg.installing));
    };
    void navigator.serviceWorker.getRegistration().then((reg) => reg && watch(reg));
    // Look for a new build now and then (an open tab can live for days).
    const id = setInterval(() => void navigator.serviceWorker.getRegistration().then((reg) => reg?.update().catch(() => undefined)), 60 * 60_000);
    return () => {
      alive = false;
      clearInterval(id);
    };
  }, []);
  return waiting;
}

/**
 * Lets the waiting worker take over, then reloads once it controls the page. When another tab has
 * already let it take over (it is no longer waiting), the page only reloads.
 */
export function activateAndReload(worker: ServiceWorker): void {
  if (worker.state !== 'installed') {
    window.location.reload();
    return;
  }
  let done = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (done) return;
    done = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'skipWaiting' });
}
