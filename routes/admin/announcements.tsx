import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsPage } from '@/features/admin';

export const Route = createFileRoute('/admin/announcements')({
  loader: async ({ context }) => {
    const { adminAnnouncementsQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(adminAnnouncementsQuery());
  },
  component: AnnouncementsPage,
});
