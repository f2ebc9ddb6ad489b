import { createFileRoute } from '@tanstack/react-router';
import { EmojisPage } from '@/features/admin';

export const Route = createFileRoute('/admin/emojis')({
  loader: async ({ context }) => {
    const { adminEmojisQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(adminEmojisQuery(''));
  },
  component: EmojisPage,
});
