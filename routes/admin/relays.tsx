import { createFileRoute } from '@tanstack/react-router';
import { RelaysPage } from '@/features/admin';

export const Route = createFileRoute('/admin/relays')({
  loader: async ({ context }) => {
    const { adminRelaysQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(adminRelaysQuery());
  },
  component: RelaysPage,
});
