import type { Note } from '@/core/entities/note';
import { formatNumber } from '@/core/i18n';
import { useSetting } from '@/core/settings';
import { isReactionMuted } from './reaction-mute';
import styles from './Reactions.module.css';

/**
 * The reactions under a note as a sketch draws them (while the reader skims, see NoteSketch):
 * the same boxes in the same order, each with its count and an empty square where the emoji goes
 * — no images to fetch and decode, no buttons, no tooltips.
 */
export function ReactionsSketch({ note }: { note: Note }) {
  const [mutedWords] = useSetting('reactionMutedWords');
  const [size] = useSetting('reactionsDisplaySize');
  const entries = Object.entries(note.reactions ?? {})
    .filter(([reaction, count]) => typeof count === 'number' && count > 0 && !isReactionMuted(reaction, mutedWords))
    .sort((a, b) => b[1] - a[1]);
  if (entries.length === 0) return null;
  return (
    <div className={styles.viewer} data-size={size} aria-hidden="true">
      {entries.map(([reaction, count]) => (
        <span key={reaction} className={styles.reaction}>
          <span className={styles.unicodeImage} style={{ display: 'inline-block' }} />
          <span className={styles.count}>{formatNumber(count)}</span>
        </span>
      ))}
    </div>
  );
}
