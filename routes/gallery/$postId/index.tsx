import { createFileRoute } from '@tanstack/react-router';
import { GalleryPostPage } from '@/features/gallery';

export const Route = createFileRoute('/gallery/$postId/')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { galleryPostQuery } = await import('@/features/gallery/gallery-queries');
    await context.queryClient.ensureQueryData(galleryPostQuery(params.postId)).catch(() => undefined);
  },
  component: function GalleryPostRoute() {
    const { postId } = Route.useParams();
    return <GalleryPostPage key={postId} postId={postId} />;
  },
});
