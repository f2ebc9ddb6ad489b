import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { useOptionalEndpoint } from './optional-endpoint';
import styles from './kinds.module.css';
import { WidgetFailure } from '../WidgetFailure';

interface UserNotesChart {
  inc?: number[];
  total?: number[];
}

const DAYS = 21;

/** My notes per day over three weeks (charts/user/notes); hidden when the server has no charts. */
export function ActivityWidget() {
  const { t } = useI18n();
  const userId = getAccount()?.id ?? '';
  const query = useOptionalEndpoint<UserNotesChart>('userNotesChart', 'charts/user/notes', { userId, span: 'day', limit: DAYS });
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <WidgetFailure query={query} />;
  const inc = query.data?.inc;
  if (!Array.isArray(inc)) return <p className={styles.muted} data-widget-unavailable="">{t('widgets.unavailable')}</p>;
  const values = [...inc].reverse();
  const max = Math.max(1, ...values);
  return (
    <div className={styles.activity} role="img" aria-label={t('widgets.activitySummary', { n: values.reduce((a, b) => a + b, 0), days: values.length })}>
      {values.map((v, i) => (
        <div key={i} className={styles.activityBar} style={{ height: `${(v / max) * 100}%` }} title={String(v)} />
      ))}
    </div>
  );
}
