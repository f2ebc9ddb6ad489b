import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '@/features/user';
import { loadProfile } from '@/features/user/loader';

export const Route = createFileRoute('/@{$acct}/')({
  loader: ({ context, params }) => loadProfile(context.queryClient, params.acct),
  component: function UserRoute() {
    const { acct } = Route.useParams();
    return <UserPage key={acct} acct={acct} />;
  },
});
