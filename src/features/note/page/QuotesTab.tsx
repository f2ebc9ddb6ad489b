import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Note } from '@/core/entities/note';
import { useI18n } from '@/core/i18n';
import { NoteView } from '../Note';
import { ListStatus } from './ListStatus';
import { noteChildrenQuery, noteRenotesQuery } from './note-queries';
import { quotesOf } from './thread';

/** The notes quoting the focused note: from `notes/children` and `notes/renotes`, whichever lists them. */
export function QuotesTab({ note }: { note: Note }) {
  const { t } = useI18n();
  const children = useQuery(noteChildrenQuery(note.id));
  const renotes = useInfiniteQuery(noteRenotesQuery(note.id));
  const quotes = quotesOf([children.data, renotes.data?.pages.flat()], note.id);
  if (quotes.length === 0) return <ListStatus query={children} empty={t('notePage.emptyQuotes')} />;
  return (
    <div data-note-quotes="">
      {quotes.map((q) => (
        <NoteView key={q.id} note={q} />
      ))}
    </div>
  );
}
