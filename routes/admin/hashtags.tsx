import { createFileRoute } from '@tanstack/react-router';
import { HashtagsPage } from '@/features/admin';

export const Route = createFileRoute('/admin/hashtags')({
  loader: async ({ context }) => {
    const { hashtagsQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(hashtagsQuery('+mentionedUsers'));
  },
  component: HashtagsPage,
});
