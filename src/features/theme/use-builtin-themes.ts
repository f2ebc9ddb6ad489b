import { useEffect, useState } from 'react';
import type { Theme } from '@/ui/theme/theme-keys';

/** The built-in themes, loaded on first use (their own chunk). */
export function useBuiltinThemes(): readonly Theme[] | null {
  const [themes, setThemes] = useState<readonly Theme[] | null>(null);
  useEffect(() => {
    let alive = true;
    void import('@/ui/theme/builtin').then((m) => alive && setThemes(m.BUILTIN_THEMES));
    return () => {
      alive = false;
    };
  }, []);
  return themes;
}
