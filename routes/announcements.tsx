import { createFileRoute } from '@tanstack/react-router';
import { getAccount } from '@/core/accounts/session';
import { AnnouncementsPage } from '@/features/announcements';

export const Route = createFileRoute('/announcements')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { loadAnnouncements } = await import('@/features/announcements/announcements-queries');
    await loadAnnouncements(context.queryClient, !!getAccount()).catch(() => undefined);
  },
  component: AnnouncementsPage,
});
