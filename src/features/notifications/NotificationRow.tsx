import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { Note } from '@/core/entities/note';
import type { Notification } from '@/core/entities/notification';
import { isKnownType, NOTIFICATION_TYPES, type KnownNotificationType } from '@/core/entities/notification-types';
import type { UserLite } from '@/core/entities/user';
import { useI18n } from '@/core/i18n';
import { groupActions } from '@/features/groups';
import { ReactionIcon } from '@/features/note';
import { useMuteReason } from '@/features/note';
import { answerFollowRequest, safeImageUrl, UserPopupTrigger } from '@/features/relations';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import {
  IconAntenna, IconApps, IconAt, IconChartBar, IconCheck, IconMessageCircle, IconQuote, IconRepeat, IconTrophy, IconUserCheck,
  IconUserPlus, IconUsers, IconX, IconBell, IconMoodSmile, type TablerIcon as Icon,
} from '@/ui/icons';
import { RelativeTime } from '@/ui/time/RelativeTime';
import styles from './Notifications.module.css';

/** Each known type's icon (a Record over the table of types, so a new type needs one here). */
const TYPE_ICON: Record<KnownNotificationType, Icon> = {
  follow: IconUserPlus,
  mention: IconAt,
  reply: IconMessageCircle,
  renote: IconRepeat,
  quote: IconQuote,
  reaction: IconMoodSmile,
  unreadAntenna: IconAntenna,
  pollVote: IconChartBar,
  pollEnded: IconChartBar,
  receiveFollowRequest: IconUserPlus,
  followRequestAccepted: IconUserCheck,
  groupInvited: IconUsers,
  app: IconApps,
  achievementEarned: IconTrophy,
};

export function acctPath(user: Pick<UserLite, 'username' | 'host'>): string {
  return `${user.username}${user.host ? `@${user.host}` : ''}`;
}

/** A user's display name linking to the profile, with the hover / long-press popup. */
export function UserName({ user }: { user: UserLite }) {
  return (
    <UserPopupTrigger user={user}>
      <Link to="/@{$acct}" params={{ acct: acctPath(user) }} className={styles.name}>
        <MfmText text={user.name || user.username} plain author={user} emojis={user.emojis} />
      </Link>
    </UserPopupTrigger>
  );
}

/** A short, plain excerpt of a note, linking to it. */
export function NoteExcerpt({ note }: { note: Note | null | undefined }) {
  const { t } = useI18n();
  const muted = useMuteReason(note && typeof note.id === 'string' ? note : null);
  if (!note || typeof note.id !== 'string') return null;
  const text = note.cw ?? note.text ?? note.renote?.cw ?? note.renote?.text ?? null;
  return (
    <Link to="/notes/$noteId" params={{ noteId: note.id }} className={styles.note}>
      {muted ? t('note.mutedBecause', { reason: t(`note.muteReason.${muted}`) }) : text ? <MfmText text={text} plain author={note.user} emojis={note.emojis} /> : t('notifications.noText')}
    </Link>
  );
}

function Shell({ n, icon: I, avatar, head, children }: { n: Notification; icon: Icon; avatar: ReactNode; head: ReactNode; children?: ReactNode }) {
  return (
    <article className={styles.item} data-notification-type={n.type} data-notification-id={n.id}>
      <div className={styles.avatarBox}>
        {avatar}
        <span className={styles.typeIcon} aria-hidden>
          <I size={12} />
        </span>
      </div>
      <div className={styles.main}>
        <div className={styles.head}>
          {head}
          <RelativeTime date={n.createdAt} className={styles.time} />
        </div>
        {children}
      </div>
    </article>
  );
}

function Actor({ user }: { user: UserLite | null | undefined }) {
  if (!user || typeof user.id !== 'string') return <span className={styles.noAvatar} aria-hidden />;
  return (
    <UserPopupTrigger user={user}>
      <Link to="/@{$acct}" params={{ acct: acctPath(user) }} tabIndex={-1} aria-hidden>
        <Avatar user={user} size={40} />
      </Link>
    </UserPopupTrigger>
  );
}

function FollowRequestActions({ user }: { user: UserLite }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'accepted' | 'rejected'>('idle');
  if (state === 'accepted' || state === 'rejected') return <p className={styles.sub}>{t(`notifications.${state}`)}</p>;
  const answer = (accept: boolean) => {
    setState('busy');
    answerFollowRequest(qc, user.id, accept).then(
      () => setState(accept ? 'accepted' : 'rejected'),
      () => setState('idle'),
    );
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.accept} disabled={state === 'busy'} onClick={() => answer(true)}>
        <IconCheck size={14} aria-hidden /> {t('notifications.accept')}
      </button>
      <button type="button" className={styles.reject} disabled={state === 'busy'} onClick={() => answer(false)}>
        <IconX size={14} aria-hidden /> {t('notifications.reject')}
      </button>
    </div>
  );
}

function GroupInviteActions({ invitationId }: { invitationId: string }) {
  const { t } = useI18n();
  const qc = useQueryClient();
  const [state, setState] = useState<'idle' | 'busy' | 'accepted' | 'rejected'>('idle');
  if (state === 'accepted' || state === 'rejected') return <p className={styles.sub}>{t(`notifications.${state}`)}</p>;
  const answer = (accept: boolean) => {
    setState('busy');
    (accept ? groupActions.accept : groupActions.reject)(qc, invitationId).then(() => setState(accept ? 'accepted' : 'rejected'), () => setState('idle'));
  };
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.accept} disabled={state === 'busy'} onClick={() => answer(true)}>
        <IconCheck size={14} aria-hidden /> {t('notifications.accept')}
      </button>
      <button type="button" className={styles.reject} disabled={state === 'busy'} onClick={() => answer(false)}>
        <IconX size={14} aria-hidden /> {t('notifications.reject')}
      </button>
    </div>
  );
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/** One notification of any type; unknown types get a generic row. */
export function NotificationRow({ notification: n }: { notification: Notification }) {
  const { t } = useI18n();
  const user = n.user && typeof n.user === 'object' && typeof n.user.id === 'string' ? n.user : null;
  if (!isKnownType(n.type)) {
    return (
      <Shell n={n} icon={IconBell} avatar={<Actor user={user} />} head={<>{user && <UserName user={user} />}<span className={styles.label}>{t('notifications.types.unknown', { type: n.type })}</span></>}>
        <NoteExcerpt note={n.note} />
      </Shell>
    );
  }
  const label = <span className={styles.label}>{t(NOTIFICATION_TYPES[n.type].label)}</span>;
  const head = (
    <>
      {user && <UserName user={user} />}
      {label}
    </>
  );
  switch (n.type) {
    case 'reaction':
      return (
        <Shell n={n} icon={TYPE_ICON.reaction} avatar={<Actor user={user} />} head={head}>
          <div className={styles.reactionLine}>
            {typeof n.reaction === 'string' && n.note && (
              <span className={styles.reaction}>
                <ReactionIcon reaction={n.reaction} note={n.note} />
              </span>
            )}
            <NoteExcerpt note={n.note} />
          </div>
        </Shell>
      );
    case 'renote':
      return (
        <Shell n={n} icon={TYPE_ICON.renote} avatar={<Actor user={user} />} head={head}>
          <NoteExcerpt note={n.note?.renote ?? n.note} />
        </Shell>
      );
    case 'pollVote': {
      const choice = typeof n.choice === 'number' ? n.note?.poll?.choices?.[n.choice]?.text : null;
      return (
        <Shell n={n} icon={TYPE_ICON.pollVote} avatar={<Actor user={user} />} head={head}>
          {choice && <p className={styles.sub}>{t('notifications.votedFor', { choice })}</p>}
          <NoteExcerpt note={n.note} />
        </Shell>
      );
    }
    case 'receiveFollowRequest':
      return (
        <Shell n={n} icon={TYPE_ICON.receiveFollowRequest} avatar={<Actor user={user} />} head={head}>
          {user && <FollowRequestActions user={user} />}
        </Shell>
      );
    case 'groupInvited': {
      const inv = n.invitation as { id?: unknown; group?: { name?: unknown } } | undefined;
      const invitationId = str(inv?.id);
      const groupName = str(inv?.group?.name);
      return (
        <Shell n={n} icon={TYPE_ICON.groupInvited} avatar={<Actor user={user} />} head={head}>
          {groupName && <p className={styles.sub}>{groupName}</p>}
          {invitationId && <GroupInviteActions invitationId={invitationId} />}
        </Shell>
      );
    }
    case 'app': {
      const icon = safeImageUrl(n.icon);
      const header = str(n.header);
      return (
        <Shell
          n={n}
          icon={TYPE_ICON.app}
          avatar={icon ? <img src={icon} alt="" width={40} height={40} className={styles.appIcon} loading="lazy" /> : <span className={styles.noAvatar} aria-hidden />}
          head={<span className={styles.label}>{header ?? t(NOTIFICATION_TYPES.app.label)}</span>}
        >
          {str(n.body) && <p className={styles.sub}>{str(n.body)}</p>}
        </Shell>
      );
    }
    case 'achievementEarned':
      return (
        <Shell n={n} icon={TYPE_ICON.achievementEarned} avatar={<span className={styles.noAvatar} aria-hidden><IconTrophy size={20} /></span>} head={label}>
          {str(n.achievement) && <p className={styles.sub}>{str(n.achievement)}</p>}
        </Shell>
      );
    case 'unreadAntenna': {
      const antenna = n.antenna as { name?: unknown } | undefined;
      return (
        <Shell n={n} icon={TYPE_ICON.unreadAntenna} avatar={<Actor user={user ?? n.note?.user} />} head={<>{label}{str(antenna?.name) && <span className={styles.sub}>{str(antenna?.name)}</span>}</>}>
          <NoteExcerpt note={n.note} />
        </Shell>
      );
    }
    case 'pollEnded':
      return (
        <Shell n={n} icon={TYPE_ICON.pollEnded} avatar={<Actor user={n.note?.user} />} head={label}>
          <NoteExcerpt note={n.note} />
        </Shell>
      );
    default:
      return (
        <Shell n={n} icon={TYPE_ICON[n.type]} avatar={<Actor user={user} />} head={head}>
          <NoteExcerpt note={n.note} />
        </Shell>
      );
  }
}
