import { createFileRoute } from '@tanstack/react-router';
import { DatabasePage } from '@/features/admin';

export const Route = createFileRoute('/admin/database')({
  loader: async ({ context }) => {
    const { adminTableStatsQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(adminTableStatsQuery());
  },
  component: DatabasePage,
});
