import { createFileRoute } from '@tanstack/react-router';
import { AbusesPage } from '@/features/admin';

export const Route = createFileRoute('/admin/abuses')({
  loader: async ({ context }) => {
    const { adminAbuseReportsQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(adminAbuseReportsQuery('unresolved'));
  },
  component: AbusesPage,
});
