import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/core/api/api-error';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { NotFoundPage } from '@/features/not-found';
import { UserCard } from '@/features/relations';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { ffVisible } from './profile-rules';
import { followListQuery } from './tab-queries';
import { userByAcctQuery } from './user-queries';
import styles from './Profile.module.css';

/** /@acct/following and /@acct/followers: paged user cards with follow buttons. */
export function FollowListPage({ acct, direction }: { acct: string; direction: 'following' | 'followers' }) {
  const { t } = useI18n();
  const user = useQuery(userByAcctQuery(acct));
  const me = getAccount();
  const visible = user.data ? ffVisible(user.data, me?.id ?? null) : false;
  const list = useInfiniteQuery({ ...followListQuery(user.data?.id ?? '', direction), enabled: !!user.data && visible });
  if (user.isPending) return <p className={styles.statusLine}>{t('common.loading')}</p>;
  if (user.isError) {
    if (isApiError(user.error) && (user.error.status === 400 || user.error.status === 404)) return <NotFoundPage />;
    return (
      <div className={styles.statusLine} role="alert">
        <p>{t('userScreens.profile.loadFailed')}</p>
        <Button onClick={() => void user.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  const u = user.data;
  const cleanAcct = `${u.username}${u.host ? `@${u.host}` : ''}`;
  const edges = list.data?.pages.flat() ?? [];
  const users = edges.flatMap((e) => {
    const other = direction === 'following' ? e.followee : e.follower;
    return other && typeof other.id === 'string' ? [{ key: e.id, user: other }] : [];
  });
  return (
    <section data-page={direction}>
      <PageHeader title={t(direction === 'following' ? 'userScreens.lists.followingOf' : 'userScreens.lists.followersOf', { acct: `@${cleanAcct}` })} />
      <nav className={styles.tabs}>
        <Link to="/@{$acct}" params={{ acct: cleanAcct }} className={styles.tab}>{t('userScreens.profile.tabs.notes')}</Link>
        <Link to="/@{$acct}/following" params={{ acct: cleanAcct }} className={styles.tab} aria-current={direction === 'following' ? 'page' : undefined}>{t('userScreens.profile.following')}</Link>
        <Link to="/@{$acct}/followers" params={{ acct: cleanAcct }} className={styles.tab} aria-current={direction === 'followers' ? 'page' : undefined}>{t('userScreens.profile.followers')}</Link>
      </nav>
      {!visible ? (
        <p className={styles.statusLine}>{t('userScreens.profile.ffHidden')}</p>
      ) : list.isPending ? (
        <p className={styles.statusLine}>{t('common.loading')}</p>
      ) : list.isError ? (
        <div className={styles.statusLine} role="alert">
          <p>{t('userScreens.profile.tabLoadFailed')}</p>
          <Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <>
          {users.length === 0 && <p className={styles.statusLine}>{t('userScreens.lists.empty')}</p>}
          <ul className={styles.userList}>
            {users.map(({ key, user: other }) => (
              <li key={key}>
                <UserCard user={other} />
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <div className={styles.statusLine}>
              <Button disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>{t('notifications.loadMore')}</Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
