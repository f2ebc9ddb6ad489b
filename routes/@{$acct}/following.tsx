import { createFileRoute } from '@tanstack/react-router';
import { FollowListPage } from '@/features/user';
import { loadFollowList } from '@/features/user/loader';

export const Route = createFileRoute('/@{$acct}/following')({
  loader: ({ context, params }) => loadFollowList(context.queryClient, params.acct, 'following'),
  component: function FollowingRoute() {
    const { acct } = Route.useParams();
    return <FollowListPage key={acct} acct={acct} direction="following" />;
  },
});
