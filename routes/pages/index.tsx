import { createFileRoute } from '@tanstack/react-router';
import { PagesPage } from '@/features/pages';

export const Route = createFileRoute('/pages/')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { pagesListQuery } = await import('@/features/pages/pages-queries');
    await context.queryClient.ensureInfiniteQueryData(pagesListQuery('featured')).catch(() => undefined);
  },
  component: PagesPage,
});
