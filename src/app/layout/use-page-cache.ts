import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getSetting } from '@/core/settings';
import { entryKey } from '../scroll-memory';
import type { AppRouter } from './embedded/router-hosts';
import { createPageCache } from './page-cache';

/** Keeps the data of the last `numberOfPageCache` pages left (see page-cache.ts). */
export function usePageCache(router: AppRouter): void {
  const qc = useQueryClient();
  useEffect(() => {
    const cache = createPageCache(qc, () => getSetting('numberOfPageCache'));
    const off = router.subscribe('onBeforeNavigate', () => cache.remember(entryKey(router)));
    return () => {
      off();
      cache.clear();
    };
  }, [router, qc]);
}
