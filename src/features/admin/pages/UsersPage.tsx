import { useInfiniteQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useI18n, type MessageKey } from '@/core/i18n';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { adminUsersQuery, type UserFilter } from '../admin-queries';
import type { AdminUser } from '../admin-types';
import styles from '../admin-page.module.css';
import { QueryError } from '@/ui/loading/QueryError';
import { Loading } from '@/ui/loading/Loading';

const STATES: UserFilter['state'][] = ['all', 'available', 'adminOrModerator', 'admin', 'moderator', 'silenced', 'suspended'];
const ORIGINS: UserFilter['origin'][] = ['combined', 'local', 'remote'];
const SORTS: UserFilter['sort'][] = ['+createdAt', '-createdAt', '+follower', '-follower', '+updatedAt', '-updatedAt'];

/** /admin/users: find users by name, host, origin and state; each opens its moderation view (/user-info). */
export function UsersPage() {
  const { t } = useI18n();
  const [filter, setFilter] = useState<UserFilter>({ state: 'all', origin: 'local', sort: '+createdAt', username: '', hostname: '' });
  const deferred = useDeferredValue(filter);
  const users = useInfiniteQuery(adminUsersQuery(deferred));
  const set = <K extends keyof UserFilter>(key: K, value: UserFilter[K]) => setFilter((f) => ({ ...f, [key]: value }));
  const list = users.data?.pages.flat() ?? [];
  return (
    <section data-admin-page="users">
      <PageHeader title={t('adminScreens.nav.users')} />
      <div className={styles.body}>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>{t('adminScreens.users.username')}</span>
            <input type="search" name="username" value={filter.username} onChange={(e) => set('username', e.target.value)} />
          </label>
          <label className={styles.field}>
            <span>{t('adminScreens.users.host')}</span>
            <input type="search" name="hostname" value={filter.hostname} disabled={filter.origin === 'local'} onChange={(e) => set('hostname', e.target.value)} />
          </label>
          <label className={styles.field}>
            <span>{t('adminScreens.users.state')}</span>
            <select name="state" value={filter.state} onChange={(e) => set('state', e.target.value as UserFilter['state'])}>
              {STATES.map((s) => <option key={s} value={s}>{t(`adminScreens.users.states.${s}` as MessageKey)}</option>)}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('adminScreens.users.origin')}</span>
            <select name="origin" value={filter.origin} onChange={(e) => set('origin', e.target.value as UserFilter['origin'])}>
              {ORIGINS.map((s) => <option key={s} value={s}>{t(`adminScreens.origins.${s}` as MessageKey)}</option>)}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('adminScreens.users.sort')}</span>
            <select name="sort" value={filter.sort} onChange={(e) => set('sort', e.target.value as UserFilter['sort'])}>
              {SORTS.map((s) => <option key={s} value={s}>{t(s.startsWith('+') ? 'adminScreens.users.descending' : 'adminScreens.users.ascending', { field: t(`adminScreens.users.sorts.${s.slice(1)}` as MessageKey) })}</option>)}
            </select>
          </label>
        </div>
        {users.isError && <QueryError error={users.error} onRetry={() => users.refetch()} retrying={users.isFetching} message={t('adminScreens.loadFailed')} />}
        {users.isLoading && <Loading />}
        <ul className={styles.list}>
          {list.map((u) => (
            <li key={u.id} className={styles.item} data-admin-user={u.username}>
              <UserRow user={u} />
              <a href={`/user-info/${encodeURIComponent(u.id)}`} className={styles.manage}>
                {t('adminScreens.users.manage')}
              </a>
            </li>
          ))}
        </ul>
        {users.hasNextPage && (
          <Button onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
            {t('adminScreens.loadMore')}
          </Button>
        )}
        {!users.isPending && list.length === 0 && <p className={styles.hint}>{t('adminScreens.empty')}</p>}
      </div>
    </section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useI18n();
  const acct = user.host ? `@${user.username}@${user.host}` : `@${user.username}`;
  return (
    <div className={styles.grow}>
      <bdi>{user.name || user.username}</bdi>{' '}
      <span className={styles.hint}>{acct}</span>{' '}
      {user.isAdmin && <span className={styles.badge}>{t('adminScreens.users.admin')}</span>}{' '}
      {!user.isAdmin && user.isModerator && <span className={styles.badge}>{t('adminScreens.users.moderator')}</span>}{' '}
      {user.isSilenced && <span className={styles.badge}>{t('adminScreens.users.silenced')}</span>}{' '}
      {user.isSuspended && <span className={`${styles.badge} ${styles.danger}`}>{t('adminScreens.users.suspended')}</span>}
    </div>
  );
}
