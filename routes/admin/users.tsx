import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '@/features/admin';

export const Route = createFileRoute('/admin/users')({
  loader: async ({ context }) => {
    const { adminUsersQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchInfiniteQuery(adminUsersQuery({ state: 'all', origin: 'local', sort: '+createdAt', username: '', hostname: '' }));
  },
  component: UsersPage,
});
