import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { UserDetailed, UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { Button } from '@/ui/page/Button';
import { acctOf } from './sanitize-users';
import styles from './Kit.module.css';
import { Loading } from '@/ui/loading/Loading';
import { QueryError } from '@/ui/loading/QueryError';

export { styles as kitStyles };

/** A row of tabs (role tablist); `value` is the selected id. */
export function Tabs<T extends string>({ tabs, value, onChange, label }: { tabs: ReadonlyArray<{ id: T; label: string }>; value: T; onChange: (id: T) => void; label: string }) {
  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <button key={tab.id} type="button" role="tab" aria-selected={tab.id === value} className={styles.tab} onClick={() => onChange(tab.id)}>
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** Loading / error (with retry) / empty states of a query, else its content. */
export function QueryState<T>({ query, empty, isEmpty, children }: { query: { isPending: boolean; isError: boolean; data: T | undefined; error?: unknown; isFetching?: boolean; refetch: () => unknown }; empty?: string; isEmpty?: (data: T) => boolean; children: (data: T) => ReactNode }) {
  const { t } = useI18n();
  if (query.isError && query.data === undefined) {
    return <QueryError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} message={t('discover.common.loadFailed')} className={styles.status} />;
  }
  if (query.data === undefined) return <Loading className={styles.status} />;
  if (empty && (isEmpty ? isEmpty(query.data) : Array.isArray(query.data) && query.data.length === 0)) return <p className={styles.status}>{empty}</p>;
  return <>{children(query.data)}</>;
}

/** "More" under a paged list while the server has more (label: "more" unless given). */
export function MoreButton({ query, label }: { query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown }; label?: string }) {
  const { t } = useI18n();
  if (!query.hasNextPage) return null;
  return (
    <div className={styles.status}>
      <Button disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
        {label ?? t('discover.common.more')}
      </Button>
    </div>
  );
}

/** A plain statement that this server does not offer something. */
export function Unsupported({ text }: { text: string }) {
  return (
    <p className={styles.notice} role="status" data-unsupported>
      {text}
    </p>
  );
}

/** A grid of user cards linking to their profiles. */
export function UserCardList({ users, label, extra }: { users: ReadonlyArray<UserLite | UserDetailed>; label: string; extra?: (u: UserLite) => ReactNode }) {
  const { t } = useI18n();
  return (
    <ul className={styles.users} aria-label={label}>
      {users.map((u) => {
        const acct = acctOf(u);
        const followers = (u as UserDetailed).followersCount;
        return (
          <li key={u.id} className={styles.userRow}>
            <Link to="/@{$acct}" params={{ acct }} className={styles.user}>
              <Avatar user={u} size={40} />
              <span className={styles.userText}>
                <span className={styles.userName}>
                  <MfmText text={u.name || u.username} plain nowrap emojis={u.emojis ?? null} author={u} />
                </span>
                <span className={styles.acct}>@{acct}</span>
                {typeof followers === 'number' && <span className={styles.meta}>{t('discover.common.followers', { n: followers })}</span>}
              </span>
            </Link>
            {extra?.(u)}
          </li>
        );
      })}
    </ul>
  );
}
