import { createFileRoute } from '@tanstack/react-router';
import { NotePage } from '@/features/note';
import { noteChildrenQuery, noteQuery } from '@/features/note/page/note-queries';

export const Route = createFileRoute('/notes/$noteId')({
  // The same queries the page reads; a note already in a timeline opens from that copy at once.
  // Not awaited: the page paints at once (from a cached copy where one exists, else its own loading
  // state) while the requests that left with the route's code come back.
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(noteChildrenQuery(params.noteId));
    void context.queryClient.prefetchQuery(noteQuery(params.noteId, context.queryClient));
  },
  component: function NoteRoute() {
    const { noteId } = Route.useParams();
    return <NotePage key={noteId} noteId={noteId} />;
  },
});
