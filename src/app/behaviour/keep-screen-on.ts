import { getSetting, subscribeSetting } from '@/core/settings';

interface SentinelLike {
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
interface WakeLockLike {
  request(type: 'screen'): Promise<SentinelLike>;
}

/**
 * `keepScreenOn`: while the setting is on and the page is visible, a screen wake lock (Screen Wake
 * Lock API) keeps the display from dimming. The browser drops the lock when the page is hidden; it
 * is asked for again when the page shows. Browsers without the API are left alone.
 */
export function startKeepScreenOn(doc: Document = document, nav: Navigator = navigator): () => void {
  const wakeLock = (nav as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
  if (!wakeLock || typeof wakeLock.request !== 'function') return () => undefined;
  let wanted = getSetting('keepScreenOn');
  let lock: SentinelLike | null = null;
  let asking = false;

  const acquire = async () => {
    if (!wanted || lock || asking || doc.visibilityState !== 'visible') return;
    asking = true;
    try {
      const got = await wakeLock.request('screen');
      got.addEventListener('release', () => {
        if (lock === got) lock = null;
      });
      lock = got;
      // Turned off (or hidden) while the request was on its way.
      if (!wanted) release();
    } catch {
      // Refused (no permission, battery saver): the screen simply dims as usual.
    } finally {
      asking = false;
    }
  };
  const release = () => {
    const held = lock;
    lock = null;
    void held?.release().catch(() => undefined);
  };

  const stopSetting = subscribeSetting('keepScreenOn', (on) => {
    wanted = on;
    if (on) void acquire();
    else release();
  });
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void acquire();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  void acquire();
  return () => {
    stopSetting();
    doc.removeEventListener('visibilitychange', onVisibility);
    release();
  };
}
