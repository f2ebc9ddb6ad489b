import { useState } from 'react';
import { useI18n } from '@/core/i18n';
import { ReactionIcon } from '@/features/note';
import { Avatar } from '@/ui/avatar/Avatar';
import { IconMoodSmile, IconRepeat } from '@/ui/icons';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { groupUsers, type NotificationRow as Row } from './group-notifications';
import { NoteExcerpt, UserName } from './NotificationRow';
import styles from './Notifications.module.css';

/** "alice and 3 others reacted": the note once, every member (who did what) one click away. */
export function NotificationGroupRow({ row }: { row: Extract<Row, { kind: 'group' }> }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const users = groupUsers(row.items);
  const first = row.items[0]!;
  const lead = users[0];
  const others = users.length - 1;
  const Icon = row.type === 'reaction' ? IconMoodSmile : IconRepeat;
  const note = row.type === 'reaction' ? first.note : (first.note?.renote ?? first.note);
  return (
    <article className={styles.item} data-notification-type={row.type} data-notification-group={row.items.length}>
      <div className={styles.avatarBox}>
        <span className={styles.stack} aria-hidden>
          {users.slice(0, 3).map((u) => (
            <Avatar key={u.id} user={u} size={26} />
          ))}
        </span>
        <span className={styles.typeIcon} aria-hidden>
          <Icon size={12} />
        </span>
      </div>
      <div className={styles.main}>
        <div className={styles.head}>
          {lead && <UserName user={lead} />}
          <span className={styles.label}>
            {others === 1
              ? t(row.type === 'reaction' ? 'notifications.groupedOne.reaction' : 'notifications.groupedOne.renote')
              : others > 1
              ? t(row.type === 'reaction' ? 'notifications.grouped.reaction' : 'notifications.grouped.renote', { count: others })
              : t(row.type === 'reaction' ? 'notifications.types.reaction' : 'notifications.types.renote')}
          </span>
          <RelativeTime date={first.createdAt} className={styles.time} />
        </div>
        {row.type === 'reaction' && (
          <div className={styles.reactionLine}>
            {[...new Set(row.items.map((n) => n.reaction).filter((r): r is string => typeof r === 'string'))].slice(0, 8).map((r) =>
              first.note ? (
                <span key={r} className={styles.reaction}>
                  <ReactionIcon reaction={r} note={first.note} />
                </span>
              ) : null,
            )}
          </div>
        )}
        <NoteExcerpt note={note} />
        <button type="button" className={styles.expand} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t('notifications.hideWho') : t('notifications.showWho', { count: row.items.length })}
        </button>
        {expanded && (
          <ul className={styles.members}>
            {row.items.map((n) => (
              <li key={n.id}>
                {n.user && <UserName user={n.user} />}
                {row.type === 'reaction' && typeof n.reaction === 'string' && first.note && (
                  <span className={styles.reaction}>
                    <ReactionIcon reaction={n.reaction} note={n.note ?? first.note} />
                  </span>
                )}
                <RelativeTime date={n.createdAt} className={styles.time} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
