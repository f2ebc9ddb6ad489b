import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Note } from '@/core/entities/note';
import { formatNumber, useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { ReactionIcon } from './ReactionIcon';
import { loadEmojiLabels } from '@/features/emoji-picker';
import { customReactionName, unicodeEmojiName } from './reaction-name';
import { reactionUsersPreviewQuery } from './reaction-users-queries';
import { usersBeyond } from './users-beyond';
import styles from './ReactionUsersTooltip.module.css';

/** The reaction's name: `:name:` for a custom emoji, the Unicode name in the UI language (loaded on demand) else. */
function useReactionName(reaction: string, lang: string): string {
  const custom = customReactionName(reaction);
  const [unicode, setUnicode] = useState<string | null>(null);
  useEffect(() => {
    if (custom) return;
    let live = true;
    void loadEmojiLabels(lang)
      .then((names) => live && setUnicode(unicodeEmojiName(reaction, names)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [custom, reaction, lang]);
  return custom ?? unicode ?? reaction;
}

/**
 * What a reaction's tooltip says: the reaction and its name, the first ten users who reacted with
 * it and "+N" for the rest (the count is the note's), and a link to all of them.
 */
export default function ReactionUsersTooltip({ note, reaction }: { note: Note; reaction: string }) {
  const { t, lang } = useI18n();
  const count = note.reactions?.[reaction];
  // A tooltip opened again after a failure asks again (it has no Retry button).
  const users = useQuery({ ...reactionUsersPreviewQuery(note.id, reaction, count), placeholderData: (previous) => previous, retryOnMount: true });
  const name = useReactionName(reaction, lang);
  const shown = users.data ?? [];
  const rest = usersBeyond(count, shown.length);
  return (
    <div className={styles.box} data-reaction-tooltip={reaction}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden>
          <ReactionIcon reaction={reaction} note={note} title={false} />
        </span>
        <span className={styles.name}>{name}</span>
      </div>
      {users.data === undefined ? (
        <p className={styles.status}>{users.isError ? t('notePage.loadFailed') : t('common.loading')}</p>
      ) : (
        <ul className={styles.users}>
          {shown.map((r) => (
            <li key={r.id} className={styles.user}>
              <Avatar user={r.user} size={20} />
              <span className={styles.userName}>
                <MfmText text={r.user.name || r.user.username} plain nowrap author={r.user} emojis={r.user.emojis ?? null} />
              </span>
            </li>
          ))}
          {rest > 0 && <li className={styles.more}>{t('notePage.usersMore', { n: formatNumber(rest) })}</li>}
        </ul>
      )}
      <Link to="/notes/$noteId/$option" params={{ noteId: note.id, option: 'reactions' }} search={{ reaction }} className={styles.all}>
        {t('notePage.showAll')}
      </Link>
    </div>
  );
}
