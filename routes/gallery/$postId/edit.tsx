import { createFileRoute } from '@tanstack/react-router';
import { redirectToSignIn } from '@/app/sign-in-redirect';
import { GalleryEditorPage } from '@/features/gallery';

export const Route = createFileRoute('/gallery/$postId/edit')({
  beforeLoad: ({ context, location }) => {
    if (!context.account) throw redirectToSignIn(location);
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
