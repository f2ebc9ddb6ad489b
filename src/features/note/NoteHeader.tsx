import { getAccount, getServerOrigin } from '@/core/accounts/session';
import { TOOLTIP_NOTE_HEADER_DELAY_MS } from '@/core/constants';
import { displayAcct, hostOfOrigin } from '@/core/entities/display-acct';
import type { Note } from '@/core/entities/note';
import { showsTicker } from '@/core/entities/instance-ticker';
import { formatDateTime, useI18n } from '@/core/i18n';
import { useAuthorRelation } from '@/features/relations';
import { DeferredUserPopup as UserPopupTrigger } from './deferred-user-popup';
import { MfmText } from '@/mfm';
import { settingBundle, useSettingBundle } from '@/mfm/setting-bundle';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { useTooltipScope } from '@/ui/tooltip';
import { relationMark } from './rules/relation-mark';
import { VisibilityIcons } from './VisibilityIcons';
import { NoteTicker } from './NoteTicker';
import { userPath } from './user-path';
import styles from './Note.module.css';

const headerSettings = settingBundle(['showRelationMarks', 'instanceTicker', 'showFullAcct']);

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

/**
 * The author and the time of a note. Its two links are plain anchors: the app's link handling
 * (use-link-behaviour.ts) routes their clicks and preloads their route on intent, for every row
 * without the router Link's per-link hook (useLinkProps was 4 % of React's work while scrolling at
 * 4× CPU).
 */
export function NoteHeader({ note }: { note: Note }) {
  const { t } = useI18n();
  const { showRelationMarks, instanceTicker, showFullAcct } = useSettingBundle(headerSettings);
  // Tooltips of the header's marks (edited, visibility), after the spec's longer header delay.
  const { scopeProps, tooltip } = useTooltipScope({ delay: TOOLTIP_NOTE_HEADER_DELAY_MS });
  const user = note.user;
  const acct = displayAcct(user, { full: showFullAcct, localHost: showFullAcct ? hostOfOrigin(getServerOrigin()) : '' });
  return (
    <header className={styles.header} {...scopeProps}>
      <UserPopupTrigger user={user} className={styles.name}>
        <a href={userPath({ username: encodeURIComponent(user.username), host: user.host ? encodeURIComponent(user.host) : null })} className={styles.name} data-intent-preload="">
          <MfmText text={user.name || user.username} plain author={user} emojis={user.emojis} />
        </a>
      </UserPopupTrigger>
      {user.isBot && <span className={styles.badge}>{t('note.bot')}</span>}
      <span className={styles.acct}>{acct}</span>
      {showsTicker(instanceTicker, user.host) && <NoteTicker user={user} />}
      {showRelationMarks && <AuthorRelationMark user={user} />}
      <span className={styles.meta}>
        {note.updatedAt && (
          <span className={styles.edited} data-tooltip={formatDateTime(note.updatedAt)}>
            {t('note.edited')}
          </span>
        )}
        <a href={`/notes/${encodeURIComponent(note.id)}`} className={styles.time} data-intent-preload="" data-note-action="open">
          <RelativeTime date={note.createdAt} tooltip />
        </a>
        <VisibilityIcons note={note} />
      </span>
      {tooltip}
    </header>
  );
}
