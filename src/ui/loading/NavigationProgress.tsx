import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { NAV_PROGRESS_AFTER_MS } from '@/core/constants';
import { useI18n } from '@/core/i18n';
import styles from './NavigationProgress.module.css';

/** True once `active` has held for `after` ms; false again as soon as it ends. */
export function useDelayedFlag(active: boolean, after: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), after);
    return () => clearTimeout(timer);
  }, [active, after]);
  return active && shown;
}

/**
 * The thin bar at the top of the window while a navigation waits for its page (its code or its
 * data): the address has changed, and this says the app is working on it. `inline`: at the top of
 * its own box instead (a deck column or a page window with a router of its own).
 */
export function NavigationProgress({ inline = false }: { inline?: boolean }) {
  const { t } = useI18n();
  const pending = useRouterState({ select: (s) => s.status === 'pending' });
  const shown = useDelayedFlag(pending, NAV_PROGRESS_AFTER_MS);
  if (!shown) return null;
  return <div className={`${styles.bar} ${inline ? styles.inline : ''}`} role="progressbar" aria-label={t('loading.navigating')} aria-busy="true" data-navigation-progress="" />;
}
