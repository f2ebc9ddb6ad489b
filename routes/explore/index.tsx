import { createFileRoute } from '@tanstack/react-router';
import { ExplorePage } from '@/features/explore';

export const Route = createFileRoute('/explore/')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { featuredNotesQuery } = await import('@/features/explore/explore-queries');
    await context.queryClient.ensureInfiniteQueryData(featuredNotesQuery()).catch(() => undefined);
  },
  component: ExplorePage,
});
