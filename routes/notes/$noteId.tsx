import { createFileRoute } from '@tanstack/react-router';
import { NotePage } from '@/features/note';
import { prefetchNotePage } from '@/features/note/page/prefetch';

export const Route = createFileRoute('/notes/$noteId')({
  // The same queries the page reads; a note already in a timeline opens from that copy at once.
  // Not awaited: the page paints at once (from a cached copy where one exists, else its own loading
  // state) while the requests that left with the route's code come back. A preload (the pointer on a
  // link) keeps them only a short while unless the page is opened.
  loader: ({ context, params, preload }) => prefetchNotePage(context.queryClient, params.noteId, 'replies', preload),
  component: function NoteRoute() {
    const { noteId } = Route.useParams();
    return <NotePage key={noteId} noteId={noteId} tab="replies" />;
  },
});
