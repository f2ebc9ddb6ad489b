import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { MfmText } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import styles from '../PostForm.module.css';

/** The note being replied to or quoted, above the form. */
export function TargetPreview({ note, kind }: { note: Note; kind: 'reply' | 'renote' }) {
  const { t } = useI18n();
  return (
    <div className={styles.preview} data-preview={kind} aria-label={kind === 'reply' ? t('postForm.replyTo') : t('postForm.quoteOf')}>
      <Avatar user={note.user} size={28} />
      <div className={styles.previewBody}>
        <div className={styles.previewName}>
          <MfmText text={note.user.name || note.user.username} plain author={note.user} emojis={note.user.emojis} />
        </div>
        {note.cw != null ? (
          <MfmText text={note.cw} author={note.user} emojis={note.emojis} />
        ) : (
          <MfmText text={note.text ?? (note.files?.length ? t('postForm.filesOnly', { n: note.files.length }) : '')} author={note.user} emojis={note.emojis} />
        )}
      </div>
    </div>
  );
}
