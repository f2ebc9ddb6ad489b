import { useI18n } from '@/core/i18n';
import type { LiveState } from './use-live-stats';
import styles from '../admin-page.module.css';

/** Says whether the figures below are live, being connected, or polled/absent (with why). */
export function LiveBadge({ state, pollingText }: { state: LiveState; pollingText: string }) {
  const { t } = useI18n();
  if (state === 'live') return <span className={styles.badge} data-live-state="live">{t('adminScreens.live.live')}</span>;
  if (state === 'waiting') return <span className={styles.hint} data-live-state="waiting">{t('adminScreens.live.connecting')}</span>;
  return <span className={styles.hint} data-live-state="unavailable">{pollingText}</span>;
}
