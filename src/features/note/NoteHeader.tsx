import { Link } from '@tanstack/react-router';
import { getAccount } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { useAuthorRelation } from '@/features/relations/popup-entry';
import { DeferredUserPopup as UserPopupTrigger } from './deferred-user-popup';
import { MfmText } from '@/mfm';
import { settingBundle, useSettingBundle } from '@/mfm/setting-bundle';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { relationMark } from './rules/relation-mark';
import { VisibilityIcons } from './VisibilityIcons';
import { userPath } from './user-path';
import styles from './Note.module.css';

const headerSettings = settingBundle(['showRelationMarks']);

/** The relation mark of the author (only while showRelationMarks is on: no query per row otherwise). */
function AuthorRelationMark({ user }: { user: Note['user'] }) {
  const { t } = useI18n();
  const relation = useAuthorRelation(user, true);
  const mark = relationMark(relation ? { ...user, isFollowing: relation.isFollowing, isFollowed: relation.isFollowed } : user, getAccount()?.id ?? null);
  if (!mark) return null;
  return (
    <span className={styles.relation} data-relation={mark} title={t(`note.relation.${mark}`)}>
      {t(`note.relation.${mark}`)}
    </span>
  );
}

export function NoteHeader({ note }: { note: Note }) {
  const { t } = useI18n();
  const { showRelationMarks } = useSettingBundle(headerSettings);
  const user = note.user;
  const acct = `@${user.username}${user.host ? `@${user.host}` : ''}`;
  return (
    <header className={styles.header}>
      <UserPopupTrigger user={user} className={styles.name}>
        <Link to="/@{$acct}" params={{ acct: userPath(user).slice(2) }} className={styles.name}>
          <MfmText text={user.name || user.username} plain author={user} emojis={user.emojis} />
        </Link>
      </UserPopupTrigger>
      {user.isBot && <span className={styles.badge}>{t('note.bot')}</span>}
      <span className={styles.acct}>{acct}</span>
      {showRelationMarks && <AuthorRelationMark user={user} />}
      <span className={styles.meta}>
        {note.updatedAt && (
          <span className={styles.edited} title={note.updatedAt}>
            {t('note.edited')}
          </span>
        )}
        <Link to="/notes/$noteId" params={{ noteId: note.id }} className={styles.time}>
          <RelativeTime date={note.createdAt} />
        </Link>
        <VisibilityIcons note={note} />
      </span>
    </header>
  );
}
