import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { MfmText, parseMfmSimple, textOfNodes } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { NoteActions } from '../actions/NoteActions';
import { MediaListSketch } from '../media/MediaListSketch';
import { ReactionsSketch } from '../reactions/ReactionsSketch';
import { sketchParts, sketchText } from './sketch-parts';
import styles from '../Note.module.css';
import { NOTE_AVATAR } from '../note-layout';
import pollStyles from '../poll/NotePoll.module.css';

/** A user's name: as text, but custom emoji as images (as text they would read `:name:` and change the line's width later). */
function SketchName({ user }: { user: Note['user'] }) {
  const raw = user.name || user.username;
  const nodes = parseMfmSimple(raw);
  return nodes.some((n) => n.type === 'emojiCode') ? <MfmText text={raw} plain author={user} emojis={user.emojis} /> : <>{textOfNodes(nodes)}</>;
}

/** The reply above a note or the quote inside it, in the box of NoteSimple: the author and the start of the text. */
function SimpleSketch({ note, kind }: { note: Note; kind: 'reply' | 'quote' }) {
  const text = note.cw ?? note.text ?? '';
  return (
    <div className={styles.simple} data-kind={kind}>
      <Avatar user={note.user} size={28} />
      <div className={styles.simpleBody}>
        <div className={styles.simpleHeader}>
          <span className={styles.name}>
            <SketchName user={note.user} />
          </span>
        </div>
        {text && <div className={note.cw != null ? styles.cwText : styles.simpleText}>{sketchText(text)}</div>}
      </div>
    </div>
  );
}

/**
 * A note drawn while the reader skims past it (see useSketch), any kind of note: the author, the
 * time, the first lines of text as plain text, and every part that takes room as a box of its
 * size (see sketchParts), inside the boxes of the full note, so that the row is about as tall;
 * where the row's height is known it is held at that height (NoteView). No links, popups, images
 * of files or markup: at that speed nobody reads or clicks them, and a full note costs several
 * times as much to put on the screen. Text is only ever text here (React escapes it).
 */
export function NoteSketch({ note }: { note: Note }) {
  const { t } = useI18n();
  const parts = sketchParts(note);
  const user = note.user;
  return (
    <>
      {parts.reply && <SimpleSketch note={parts.reply} kind="reply" />}
      <div className={styles.main} data-sketch="">
        <span className={styles.avatar}>
          <Avatar user={user} size={NOTE_AVATAR} />
        </span>
        <div className={styles.column}>
          <header className={styles.header}>
            <span className={styles.name}>
              <SketchName user={user} />
            </span>
            <span className={styles.acct}>{`@${user.username}${user.host ? `@${user.host}` : ''}`}</span>
            <span className={styles.meta}>
              <RelativeTime date={note.createdAt} />
            </span>
          </header>
          <div className={styles.body}>
            {parts.cw != null && (
              <div className={styles.cw}>
                <span className={styles.cwText}>{sketchText(parts.cw)}</span>
                <span className={styles.cwButton}>{t('note.showContent')}</span>
              </div>
            )}
            <div className={`${styles.content} ${parts.collapsed ? styles.collapsed : ''}`}>
              {parts.text && <div className={styles.text}>{parts.text}</div>}
              {parts.files.length > 0 && <MediaListSketch files={parts.files} />}
              {parts.pollChoices.length > 0 && (
                <div className={pollStyles.poll}>
                  <div className={pollStyles.choices}>
                    {parts.pollChoices.map((choice, i) => (
                      <div key={i} className={pollStyles.choice}>
                        <span className={pollStyles.text}>{sketchText(choice)}</span>
                      </div>
                    ))}
                  </div>
                  <p className={pollStyles.info}>{'\u00a0'}</p>
                </div>
              )}
              {parts.quote && <SimpleSketch note={parts.quote} kind="quote" />}
            </div>
            {parts.collapsed && <span className={styles.showMore}>{t('note.showMore')}</span>}
          </div>
          <ReactionsSketch note={note} />
          <NoteActions note={note} />
        </div>
      </div>
    </>
  );
}
