import { createFileRoute, redirect } from '@tanstack/react-router';
import { GalleryEditorPage } from '@/features/gallery';

export const Route = createFileRoute('/gallery/$postId/edit')({
  beforeLoad: ({ context }) => {
    if (!context.account) throw redirect({ to: '/', replace: true });
  },
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { galleryPostQuery } = await import('@/features/gallery/gallery-queries');
    await context.queryClient.ensureQueryData(galleryPostQuery(params.postId)).catch(() => undefined);
  },
  component: function GalleryEditRoute() {
    const { postId } = Route.useParams();
    return <GalleryEditorPage key={postId} postId={postId} />;
  },
});
