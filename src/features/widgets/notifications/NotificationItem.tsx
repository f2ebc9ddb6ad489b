import { Link } from '@tanstack/react-router';
import type { Notification } from '@/core/entities/notification';
import { useI18n, type MessageKey } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { RelativeTime } from '@/ui/time/RelativeTime';
import styles from './Notifications.module.css';

const TYPE_LABEL: Record<string, MessageKey> = {
  follow: 'notificationList.types.follow',
  mention: 'notificationList.types.mention',
  reply: 'notificationList.types.reply',
  renote: 'notificationList.types.renote',
  quote: 'notificationList.types.quote',
  reaction: 'notificationList.types.reaction',
  pollVote: 'notificationList.types.pollVote',
  pollEnded: 'notificationList.types.pollEnded',
  receiveFollowRequest: 'notificationList.types.receiveFollowRequest',
  followRequestAccepted: 'notificationList.types.followRequestAccepted',
  groupInvited: 'notificationList.types.groupInvited',
  unreadAntenna: 'notificationList.types.unreadAntenna',
  app: 'notificationList.types.app',
};

/** One notification: who, what, the note it is about, and when. */
export function NotificationItem({ notification: n }: { notification: Notification }) {
  const { t } = useI18n();
  const user = n.user ?? null;
  const acct = user ? `${user.username}${user.host ? `@${user.host}` : ''}` : null;
  const label = TYPE_LABEL[n.type] ? t(TYPE_LABEL[n.type]!) : n.type;
  return (
    <article className={styles.item} data-notification-type={n.type} aria-label={label}>
      {user ? <Avatar user={user} size={36} /> : <span className={styles.noAvatar} aria-hidden />}
      <div className={styles.main}>
        <div className={styles.head}>
          {user && acct ? (
            <Link to="/@{$acct}" params={{ acct }} className={styles.name}>
              <MfmText text={user.name || user.username} plain author={user} emojis={user.emojis} />
            </Link>
          ) : null}
          <span className={styles.type}>
            {n.type === 'reaction' && typeof n.reaction === 'string' ? `${n.reaction} ` : ''}
            {label}
          </span>
          <RelativeTime date={n.createdAt} className={styles.time} />
        </div>
        {n.note && (
          <Link to="/notes/$noteId" params={{ noteId: n.note.id }} className={styles.note}>
            {n.note.cw ?? n.note.text ?? (n.note.renote?.text || '…')}
          </Link>
        )}
      </div>
    </article>
  );
}
