import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { UserLite } from '@/core/entities/user';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { FollowButton } from './FollowButton';
import { UserPopupTrigger } from './UserPopupTrigger';
import styles from './UserCard.module.css';

/** A user in a list: avatar, names, a bit of the bio, and the follow button (or other actions). */
export function UserCard({ user, actions }: { user: UserLite & { description?: string | null }; actions?: ReactNode }) {
  const acct = `${user.username}${user.host ? `@${user.host}` : ''}`;
  return (
    <article className={styles.card} data-user-card={user.username}>
      <UserPopupTrigger user={user}>
        <Link to="/@{$acct}" params={{ acct }} tabIndex={-1} aria-hidden>
          <Avatar user={user} size={44} />
        </Link>
      </UserPopupTrigger>
      <div className={styles.body}>
        <Link to="/@{$acct}" params={{ acct }} className={styles.name}>
          <MfmText text={user.name || user.username} plain author={user} emojis={user.emojis} />
        </Link>
        <div className={styles.acct}>@{acct}</div>
        {typeof user.description === 'string' && user.description && (
          <div className={styles.bio}>
            <MfmText text={user.description} plain author={user} emojis={user.emojis} />
          </div>
        )}
      </div>
      <div className={styles.actions}>{actions ?? <FollowButton user={user} compact={false} />}</div>
    </article>
  );
}
