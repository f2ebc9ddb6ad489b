import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useI18n } from '@/core/i18n';
import { Avatar } from '@/ui/avatar/Avatar';
import { userSearchQuery } from './search-queries';
import styles from './SearchPage.module.css';
import { QueryError } from '@/ui/loading/QueryError';

/** Users matching the query (users/search). */
export function UserResults({ q }: { q: string }) {
  const { t } = useI18n();
  const query = useQuery(userSearchQuery(q));
  if (query.isPending) return <p className={styles.status}>{t('common.loading')}</p>;
  if (query.isError) return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('search.failed')} className={styles.status} />;
  if (query.data.length === 0) return <p className={styles.status}>{t('search.noUsers')}</p>;
  return (
    <ul className={styles.users} aria-label={t('search.users')}>
      {query.data.map((u) => {
        const acct = `${u.username}${u.host ? `@${u.host}` : ''}`;
        return (
          <li key={u.id}>
            <Link to="/@{$acct}" params={{ acct }} className={styles.user}>
              <Avatar user={u} size={36} />
              <span className={styles.userName}>{u.name || u.username}</span>
              <span className={styles.acct}>@{acct}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
