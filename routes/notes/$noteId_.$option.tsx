import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotePage } from '@/features/note';
import { isNotePageOption } from '@/features/note/page/note-tabs';
import { prefetchNotePage } from '@/features/note/page/prefetch';

/** /notes/{id}/{option}: the note with its renotes, reactions (by emoji, `?reaction=`) or quotes. */
export const Route = createFileRoute('/notes/$noteId_/$option')({
  beforeLoad: ({ params }) => {
    if (!isNotePageOption(params.option)) throw notFound();
  },
  validateSearch: (search: Record<string, unknown>): { reaction?: string } => (typeof search.reaction === 'string' && search.reaction ? { reaction: search.reaction } : {}),
  loader: ({ context, params, preload }) => {
    if (isNotePageOption(params.option)) prefetchNotePage(context.queryClient, params.noteId, params.option, preload);
  },
  component: function NoteOptionRoute() {
    const { noteId, option } = Route.useParams();
    const { reaction } = Route.useSearch();
    return <NotePage key={noteId} noteId={noteId} tab={isNotePageOption(option) ? option : 'replies'} reaction={reaction} />;
  },
});
