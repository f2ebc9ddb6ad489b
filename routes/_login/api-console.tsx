import { createFileRoute } from '@tanstack/react-router';
import { ApiConsolePage } from '@/features/api-console';

export const Route = createFileRoute('/_login/api-console')({
  loader: async ({ context }) => {
    const { serverEndpointsQuery } = await import('@/core/capabilities');
    return context.queryClient.prefetchQuery(serverEndpointsQuery());
  },
  component: ApiConsolePage,
});
