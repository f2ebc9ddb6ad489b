import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { getApi } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { queryKey } from '@/core/query/keys';
import styles from './kinds.module.css';
import { WidgetFailure } from '../WidgetFailure';

interface Trend {
  tag: string;
  usersCount?: number;
}

/** Trending hashtags (hashtags/trend), refreshed every minute. */
export function TrendsWidget() {
  const { t } = useI18n();
  const query = useQuery({
    queryKey: queryKey('widgets', 'trends'),
    queryFn: async () => {
      const res = await getApi().request<unknown>('hashtags/trend', {}, { suppressError: true });
      return Array.isArray(res) ? (res as Trend[]).filter((x) => x && typeof x.tag === 'string') : [];
    },
    refetchInterval: 60_000,
  });
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
