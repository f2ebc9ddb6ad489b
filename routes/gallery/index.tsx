import { createFileRoute } from '@tanstack/react-router';
import { GalleryPage } from '@/features/gallery';

export const Route = createFileRoute('/gallery/')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { galleryListQuery } = await import('@/features/gallery/gallery-queries');
    await context.queryClient.ensureInfiniteQueryData(galleryListQuery('featured')).catch(() => undefined);
  },
  component: GalleryPage,
});
