import { useQuery } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { NoteView } from '../Note';
import { ListStatus } from './ListStatus';
import { noteChildrenQuery } from './note-queries';
import { repliesOf } from './thread';

/** The replies to the focused note; each leaves out its "reply to" preview (the note is right above). */
export function RepliesTab({ note }: { note: Note }) {
  const { t } = useI18n();
  const children = useQuery(noteChildrenQuery(note.id));
  const replies = repliesOf(children.data ?? [], note.id);
  if (replies.length === 0) return <ListStatus query={children} empty={t('notePage.emptyReplies')} />;
  return (
    <div data-note-replies="">
      {replies.map((r) => (
        <NoteView key={r.id} note={r} parentId={note.id} />
      ))}
    </div>
  );
}
