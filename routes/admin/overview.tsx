import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '@/features/admin';

export const Route = createFileRoute('/admin/overview')({
  loader: async ({ context }) => {
    const { instanceStatsQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(instanceStatsQuery());
  },
  component: OverviewPage,
});
