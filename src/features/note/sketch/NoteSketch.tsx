import type { Note } from '@/core/entities/note';
import { MfmText, parseMfm, parseMfmSimple, textOfNodes } from '@/mfm';
import { Avatar } from '@/ui/avatar/Avatar';
import { RelativeTime } from '@/ui/time/RelativeTime';
import { NoteActions } from '../actions/NoteActions';
import { ReactionsViewer } from '../reactions/ReactionsViewer';
import styles from '../Note.module.css';

/**
 * A note drawn while the reader flings past it (see useSketch): the author, the time and the text
 * as plain text (the name's custom emoji as images), in the boxes of the full note so that the row is about as tall. It has no links,
 * popups or markup: at fling speed nobody reads or clicks them, and a full note costs about three
 * times as much to put on the screen. Text is only ever text here (React escapes it).
 */
export function NoteSketch({ note }: { note: Note }) {
  const user = note.user;
  const rawName = user.name || user.username;
  const nameNodes = parseMfmSimple(rawName);
  // Custom emoji in a name (common on Misskey) are drawn as in the full note: as text they would
  // read `:name:` until the scrolling stops, and change the header's width when they turn into images.
  const name = nameNodes.some((n) => n.type === 'emojiCode') ? <MfmText text={rawName} plain author={user} emojis={user.emojis} /> : textOfNodes(nameNodes);
  return (
    <div className={styles.main} data-sketch="">
      <span className={styles.avatar}>
        <Avatar user={user} size={46} />
      </span>
      <div className={styles.column}>
        <header className={styles.header}>
          <span className={styles.name}>{name}</span>
          <span className={styles.acct}>{`@${user.username}${user.host ? `@${user.host}` : ''}`}</span>
          <span className={styles.meta}>
            <RelativeTime date={note.createdAt} />
          </span>
        </header>
        <div className={styles.body}>
          <div className={styles.text}>{textOfNodes(parseMfm(note.text ?? ''))}</div>
        </div>
        <ReactionsViewer note={note} />
        <NoteActions note={note} />
      </div>
    </div>
  );
}
