import { createFileRoute } from '@tanstack/react-router';
import { FollowRequestsPage } from '@/features/relations';
import { loadFollowRequests } from '@/features/relations/loader';

export const Route = createFileRoute('/_login/my/follow-requests')({
  loader: ({ context }) => loadFollowRequests(context.queryClient),
  component: FollowRequestsPage,
});
