import { createFileRoute, notFound } from '@tanstack/react-router';
import { UserPage } from '@/features/user';
import { isProfileTab, loadProfile } from '@/features/user/loader';

export const Route = createFileRoute('/@{$acct}/$tab')({
  beforeLoad: ({ params }) => {
    if (!isProfileTab(params.tab)) throw notFound();
  },
  loader: ({ context, params }) => loadProfile(context.queryClient, params.acct),
  component: function UserTabRoute() {
    const { acct, tab } = Route.useParams();
    return <UserPage key={acct} acct={acct} tab={isProfileTab(tab) ? tab : 'notes'} />;
  },
});
