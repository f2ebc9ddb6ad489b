import { createFileRoute } from '@tanstack/react-router';
import { UserPage } from '@/features/user';

export const Route = createFileRoute('/@{$acct}')({
  component: function UserRoute() {
    const { acct } = Route.useParams();
    return <UserPage key={acct} acct={acct} />;
  },
});
