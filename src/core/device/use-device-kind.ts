import { useSyncExternalStore } from 'react';
import { getDeviceKind, type DeviceKind, type DeviceKindOverride } from './device-kind';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const getWidth = (): number => window.innerWidth;

/** The current device kind; follows window resizes and the override setting. */
export function useDeviceKind(override?: DeviceKindOverride): DeviceKind {
  const width = useSyncExternalStore(subscribeResize, getWidth, getWidth);
  return getDeviceKind({ userAgent: navigator.userAgent, width, override: override ?? null });
}
