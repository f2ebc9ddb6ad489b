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
      check();
      reg.addEventListener('updatefound', () => {
        const installing = reg.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') check();
        });
      });
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

/** Lets the waiting worker take over, then reloads once it controls the page. */
export function activateAndReload(worker: ServiceWorker): void {
  let done = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (done) return;
    done = true;
    window.location.reload();
  });
  worker.postMessage({ type: 'skipWaiting' });
}
