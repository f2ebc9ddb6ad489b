import { useEffect } from 'react';
import { useSetting } from '@/core/settings';
import { applyTheme } from '@/ui/theme/apply-theme';

/** The colour scheme to apply: the device's when syncing with it, else the darkMode setting. */
export function colorScheme(darkMode: boolean, syncWithDevice: boolean, deviceDark: boolean): 'dark' | 'light' {
  return (syncWithDevice ? deviceDark : darkMode) ? 'dark' : 'light';
}

/** Applies the colour scheme on <html data-color-scheme> (global.css has both variants) and the theme chosen for it. */
export function useColorScheme(): void {
  const [darkMode] = useSetting('darkMode');
  const [sync] = useSetting('syncDeviceDarkMode');
  const [lightTheme] = useSetting('lightTheme');
  const [darkTheme] = useSetting('darkTheme');
  useEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
    const apply = () => {
      const scheme = colorScheme(darkMode, sync, media?.matches ?? true);
      void applyTheme(scheme === 'dark' ? darkTheme : lightTheme, scheme);
    };
    apply();
    if (!sync || !media) return;
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [darkMode, sync, lightTheme, darkTheme]);
}
