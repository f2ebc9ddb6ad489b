import { formatNumber, useI18n } from '@/core/i18n';
import { useOptionalEndpoint } from './optional-endpoint';
import styles from './kinds.module.css';
import { WidgetFailure } from '../WidgetFailure';

/** How many users are online (get-online-users-count); says so when the server lacks it. */
export function OnlineUsersWidget() {
  const { t } = useI18n();
  const query = useOptionalEndpoint<{ count?: number }>('onlineUsers', 'get-online-users-count', {}, 60_000);
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <WidgetFailure query={query} />;
  const count = query.data?.count;
  if (typeof count !== 'number') return <p className={styles.muted} data-widget-unavailable="">{t('widgets.unavailable')}</p>;
  return (
    <p className={styles.online}>
      <span className={styles.onlineCount}>{formatNumber(count)}</span> {t('widgets.online')}
    </p>
  );
}
