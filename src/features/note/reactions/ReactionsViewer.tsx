import { memo } from 'react';
import { getAccount } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { formatNumber } from '@/core/i18n';
import { ReactionIcon } from './ReactionIcon';
import { sameReaction } from './reaction-emoji';
import { useToggleReaction } from './use-toggle-reaction';
import styles from './Reactions.module.css';

/** The reactions under a note, most used first; mine is pressed and toggles on click. */
export const ReactionsViewer = memo(function ReactionsViewer({ note }: { note: Note }) {
  const { t } = useI18n();
  const toggle = useToggleReaction();
  const signedIn = !!getAccount();
  const entries = Object.entries(note.reactions ?? {})
    .filter(([, count]) => typeof count === 'number' && count > 0)
    .sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return null;
  return (
    <div className={styles.viewer} role="group" aria-label={t('note.reactions')}>
      {entries.map(([reaction, count]) => {
        const mine = sameReaction(note.myReaction, reaction) || (note.myReactions ?? []).some((r) => sameReaction(r, reaction));
        return (
          <button
            key={reaction}
            type="button"
            className={`${styles.reaction} ${mine ? styles.mine : ''}`}
            aria-pressed={mine}
            disabled={!signedIn}
            data-reaction={reaction}
            onClick={() => toggle(note, reaction)}
          >
            <ReactionIcon reaction={reaction} note={note} />
            <span className={styles.count}>{formatNumber(count)}</span>
          </button>
        );
      })}
    </div>
  );
});
