import { createFileRoute } from '@tanstack/react-router';
import { NotePage } from '@/features/note';

export const Route = createFileRoute('/notes/$noteId')({
  component: function NoteRoute() {
    const { noteId } = Route.useParams();
    return <NotePage key={noteId} noteId={noteId} />;
  },
});
