import { createFileRoute } from '@tanstack/react-router';
import { ListsPage } from '@/features/lists';

export const Route = createFileRoute('/_login/my/lists/')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { myListsQuery } = await import('@/features/lists/lists-queries');
    await context.queryClient.ensureQueryData(myListsQuery()).catch(() => undefined);
  },
  component: ListsPage,
});
