import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '@/core/api/api-error';
import { getAccount } from '@/core/accounts/session';
import { useI18n } from '@/core/i18n';
import { NotFoundPage } from '@/features/not-found';
import { Button } from '@/ui/page/Button';
import { PageHeader } from '@/ui/page/PageHeader';
import { ProfileHeader } from './ProfileHeader';
import { ProfileTabContent } from './ProfileTabs';
import { reactionsVisible } from './profile-rules';
import { PROFILE_TABS, userByAcctQuery, type ProfileTab } from './user-queries';
import styles from './Profile.module.css';
import { Loading } from '@/ui/loading/Loading';

/** /@user and /@user@host (+ a tab): the profile and its tabs. */
export function UserPage({ acct, tab = 'notes' }: { acct: string; tab?: ProfileTab }) {
  const { t } = useI18n();
  const user = useQuery(userByAcctQuery(acct));
  if (user.isPending) return <Loading className={styles.statusLine} />;
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
  const me = getAccount();
  const tabs = PROFILE_TABS.filter((k) => k !== 'reactions' || reactionsVisible(u, me?.id ?? null));
  const current: ProfileTab = tabs.includes(tab) ? tab : 'notes';
  return (
    <section data-page="user" data-user-id={u.id}>
      <PageHeader title={`@${cleanAcct}`} />
      <ProfileHeader user={u} acct={cleanAcct} />
      <nav className={styles.tabs} aria-label={t('userScreens.profile.tabsLabel')}>
        {tabs.map((k) =>
          k === 'notes' ? (
            <Link key={k} to="/@{$acct}" params={{ acct: cleanAcct }} className={styles.tab} aria-current={current === k ? 'page' : undefined} activeOptions={{ exact: true }}>
              {t('userScreens.profile.tabs.notes')}
            </Link>
          ) : (
            <Link key={k} to="/@{$acct}/$tab" params={{ acct: cleanAcct, tab: k }} className={styles.tab} aria-current={current === k ? 'page' : undefined}>
              {t(`userScreens.profile.tabs.${k}`)}
            </Link>
          ),
        )}
      </nav>
      <div data-profile-tab={current}>
        <ProfileTabContent key={`${u.id}-${current}`} user={u} tab={current} acct={cleanAcct} />
      </div>
    </section>
  );
}
