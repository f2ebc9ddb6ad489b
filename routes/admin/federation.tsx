import { createFileRoute } from '@tanstack/react-router';
import { FederationPage } from '@/features/admin';

export const Route = createFileRoute('/admin/federation')({
  loader: async ({ context }) => {
    const { federationInstancesQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(federationInstancesQuery({ host: '', state: 'all', sort: '+pubSub' }));
  },
  component: FederationPage,
});
