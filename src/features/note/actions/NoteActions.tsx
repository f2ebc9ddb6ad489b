import { lazy, memo } from 'react';
import { getAccount } from '@/core/accounts/session';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { openPostForm } from '@/core/post-form/post-form-store';
import { MenuButton } from '@/ui/menu';
import { loadNoteMenu, loadRenoteMenu } from '../menu/load';
import { ReactionPicker } from '../reactions/ReactionPicker';
import { useFlingSettled } from '../capture/use-fling-settled';
import { canRenote } from './renote-visibility';
import styles from './NoteActions.module.css';
import { MaskIcon } from '@/ui/icons';

const NoteMenu = lazy(loadNoteMenu);
const RenoteMenu = lazy(loadRenoteMenu);

/**
 * The action bar: reply, renote/quote, react, and the menu with the rest. A row that mounts during
 * a fling holds the bar's place with an empty box until the scrolling stops (see useFlingSettled).
 */
export const NoteActions = memo(function NoteActions({ note }: { note: Note }) {
  const settled = useFlingSettled();
  if (!getAccount()) return null;
  if (!settled) return <div className={`${styles.bar} ${styles.placeholder}`} aria-hidden />;
  return <NoteActionBar note={note} />;
});

function NoteActionBar({ note }: { note: Note }) {
  const { t } = useI18n();
  const me = getAccount();
  if (!me) return null;
  return (
    <footer className={styles.bar}>
      <button type="button" className={styles.button} aria-label={t('note.reply')} title={t('note.reply')} onClick={() => openPostForm({ reply: note })}>
        <MaskIcon name="reply" />
        {note.repliesCount ? <span className={styles.count}>{note.repliesCount}</span> : null}
      </button>
      {canRenote(note, me.id) ? (
        <MenuButton preload={loadRenoteMenu} menu={(host) => <RenoteMenu note={note} {...host} />}>
          {(props) => (
            <button type="button" {...props} className={styles.button} aria-label={t('note.renote')} title={t('note.renote')} data-action="renote">
              <MaskIcon name="renote" />
              {note.renoteCount ? <span className={styles.count}>{note.renoteCount}</span> : null}
            </button>
          )}
        </MenuButton>
      ) : (
        <button type="button" className={styles.button} disabled aria-label={t('note.cannotRenote')} title={t('note.cannotRenote')}>
          <MaskIcon name="ban" />
        </button>
      )}
      <ReactionPicker note={note} buttonClassName={styles.button} />
      <MenuButton preload={loadNoteMenu} menu={(host) => <NoteMenu note={note} {...host} />}>
        {(props) => (
          <button type="button" {...props} className={styles.button} aria-label={t('note.more')} title={t('note.more')} data-action="menu">
            <MaskIcon name="dots" />
          </button>
        )}
      </MenuButton>
    </footer>
  );
}
