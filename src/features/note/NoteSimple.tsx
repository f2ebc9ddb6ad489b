import { Link } from '@tanstack/react-router';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { MfmText, previewText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import styles from './Note.module.css';

/** A compact note: the reply target above a note, a quote inside it, or a reference. */
export function NoteSimple({ note, kind }: { note: Note; kind: 'reply' | 'quote' | 'reference' }) {
  const { t } = useI18n();
  return (
    <div className={styles.simple} data-kind={kind}>
      <Avatar user={note.user} size={28} />
      <div className={styles.simpleBody}>
        <div className={styles.simpleHeader}>
          <span className={styles.name}>
            <MfmText text={note.user.name || note.user.username} plain author={note.user} emojis={note.user.emojis} />
          </span>
          <Link to="/notes/$noteId" params={{ noteId: note.id }} className={styles.simpleLink}>
            {t('note.open')}
          </Link>
        </div>
        {note.cw != null ? (
          <div className={styles.cwText}>
            <MfmText text={previewText(note.cw).text} author={note.user} emojis={note.emojis} />
          </div>
        ) : (
          note.text && (
            <div className={styles.simpleText}>
              {/* Clipped at 8em: only the start is drawn (the whole note is one click away). */}
              <MfmText text={previewText(note.text).text} author={note.user} emojis={note.emojis} />
            </div>
          )
        )}
        {(note.files?.length ?? 0) > 0 && <span className={styles.simpleFiles}>{t('note.filesCount', { n: note.files!.length })}</span>}
      </div>
    </div>
  );
}
