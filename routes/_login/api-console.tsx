import { createFileRoute } from '@tanstack/react-router';
import { serverEndpointsQuery } from '@/core/capabilities';
import { ApiConsolePage } from '@/features/api-console';

export const Route = createFileRoute('/_login/api-console')({
  loader: ({ context }) => context.queryClient.prefetchQuery(serverEndpointsQuery()),
  component: ApiConsolePage,
});
