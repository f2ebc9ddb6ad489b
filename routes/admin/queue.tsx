import { createFileRoute } from '@tanstack/react-router';
import { QueuePage } from '@/features/admin';

export const Route = createFileRoute('/admin/queue')({
  loader: async ({ context }) => {
    const { adminQueueStatsQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(adminQueueStatsQuery());
  },
  component: QueuePage,
});
