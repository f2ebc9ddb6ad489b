import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import styles from './kinds.module.css';
import { WidgetFailure } from '../WidgetFailure';
import { trendsQuery } from '../widget-queries';

/** Trending hashtags (hashtags/trend), refreshed every minute. */
export function TrendsWidget() {
  const { t } = useI18n();
  const query = useQuery(trendsQuery());
  if (query.isPending) return <p className={styles.muted}>{t('common.loading')}</p>;
  if (query.isError) return <WidgetFailure query={query} />;
  if (query.data.length === 0) return <p className={styles.muted}>{t('widgets.noTrends')}</p>;
  return (
    <ul className={styles.tags}>
      {query.data.map((x) => (
        <li key={x.tag}>
          <Link to="/tags/$tag" params={{ tag: x.tag }}>
            #{x.tag}
          </Link>
          {typeof x.usersCount === 'number' && <span className={styles.count}>{t('widgets.usersCount', { n: x.usersCount })}</span>}
        </li>
      ))}
    </ul>
  );
}
