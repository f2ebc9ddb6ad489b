import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { acctOf } from '@/core/entities/display-acct';
import type { UserDetailed, UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import kitStyles from '@/ui/list-kit/Kit.module.css';
import styles from './UserCardList.module.css';

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
                {typeof followers === 'number' && <span className={kitStyles.meta}>{t('pageKit.followers', { n: followers })}</span>}
              </span>
            </Link>
            {extra?.(u)}
          </li>
        );
      })}
    </ul>
  );
}
