import { createFileRoute } from '@tanstack/react-router';
import { FollowListPage } from '@/features/user';
import { loadFollowList } from '@/features/user/loader';

export const Route = createFileRoute('/@{$acct}/followers')({
  loader: ({ context, params }) => loadFollowList(context.queryClient, params.acct, 'followers'),
  component: function FollowersRoute() {
    const { acct } = Route.useParams();
    return <FollowListPage key={acct} acct={acct} direction="followers" />;
  },
});
