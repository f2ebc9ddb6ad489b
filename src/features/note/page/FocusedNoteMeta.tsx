import { Link } from '@tanstack/react-router';
import type { Note } from '@/core/entities/note';
import { formatDateTime, useI18n } from '@/core/i18n';
import type { NotePageTab } from './note-tabs';
import { reactionTotal } from './reaction-total';
import styles from './NotePage.module.css';

const TABS: readonly NotePageTab[] = ['replies', 'renotes', 'reactions', 'quotes'];

/** Under the focused note: its full date and time, its counts, and the tabs of the lists below. */
export function FocusedNoteMeta({ note, tab }: { note: Note; tab: NotePageTab }) {
  const { t } = useI18n();
  const label = { replies: t('notePage.replies'), renotes: t('notePage.renotes'), reactions: t('notePage.reactions'), quotes: t('notePage.quotes') };
  return (
    <div className={styles.meta} data-focused-note-meta="">
      <p className={styles.stats}>
        <time dateTime={note.createdAt} className={styles.date}>
          {formatDateTime(note.createdAt, { dateStyle: 'long', timeStyle: 'medium' })}
        </time>
        <span data-count="replies">{t('notePage.replyCount', { n: note.repliesCount ?? 0 })}</span>
        <span data-count="renotes">{t('notePage.renoteCount', { n: note.renoteCount ?? 0 })}</span>
        <span data-count="reactions">{t('notePage.reactionCount', { n: reactionTotal(note.reactions) })}</span>
      </p>
      <nav className={styles.tabs} aria-label={t('notePage.tabsLabel')}>
        {TABS.map((id) => (
          <Link
            key={id}
            className={styles.tab}
            aria-current={id === tab ? 'page' : undefined}
            replace
            resetScroll={false}
            {...(id === 'replies' ? { to: '/notes/$noteId', params: { noteId: note.id } } : { to: '/notes/$noteId/$option', params: { noteId: note.id, option: id } })}
          >
            {label[id]}
          </Link>
        ))}
      </nav>
    </div>
  );
}
