import { useEffect } from 'react';
import { useSetting } from '@/core/settings';

/** The colour scheme to apply: the device's when syncing with it, else the darkMode setting. */
export function colorScheme(darkMode: boolean, syncWithDevice: boolean, deviceDark: boolean): 'dark' | 'light' {
  return (syncWithDevice ? deviceDark : darkMode) ? 'dark' : 'light';
}

/** Applies the colour scheme on <html data-color-scheme> (global.css has both variants). */
export function useColorScheme(): void {
  const [darkMode] = useSetting('darkMode');
  const [sync] = useSetting('syncDeviceDarkMode');
  useEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const apply = () => {
      document.documentElement.dataset.colorScheme = colorScheme(darkMode, sync, media?.matches ?? true);
    };
    apply();
    if (!sync || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [darkMode, sync]);
}
