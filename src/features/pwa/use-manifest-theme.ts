import { useEffect, useState } from 'react';
import { manifestThemeOf, type ManifestTheme } from './sw-config';

function read(): ManifestTheme {
  const style = getComputedStyle(document.documentElement);
  return manifestThemeOf((name) => style.getPropertyValue(name));
}

/** The current theme's accent and background, following theme and colour-scheme changes. */
export function useManifestTheme(): ManifestTheme {
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    // The theme is applied as inline variables and the scheme as data-color-scheme on <html>.
    const observer = new MutationObserver(() => {
      const next = read();
      setTheme((prev) => (prev.accent === next.accent && prev.bg === next.bg ? prev : next));
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'data-color-scheme', 'class'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
