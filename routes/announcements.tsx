import { createFileRoute } from '@tanstack/react-router';
import { AnnouncementsPage } from '@/features/announcements';

export const Route = createFileRoute('/announcements')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { announcementsQuery } = await import('@/features/announcements/announcements-queries');
    await context.queryClient.ensureInfiniteQueryData(announcementsQuery()).catch(() => undefined);
  },
  component: AnnouncementsPage,
});
