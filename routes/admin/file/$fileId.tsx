import { createFileRoute } from '@tanstack/react-router';
import { AdminFilePage, driveFileQuery } from '@/features/drive';

/** Moderators only: the /admin layout answers not-found to everyone else. */
export const Route = createFileRoute('/admin/file/$fileId')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) => context.queryClient.ensureQueryData(driveFileQuery(params.fileId)).catch(() => undefined),
  component: function AdminFileRoute() {
    const { fileId } = Route.useParams();
    return <AdminFilePage key={fileId} fileId={fileId} />;
  },
});
