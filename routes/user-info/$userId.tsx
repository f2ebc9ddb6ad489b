import { createFileRoute, notFound } from '@tanstack/react-router';
import { isPrivileged } from '@/core/accounts/session';
import { UserInfoPage } from '@/features/moderation';
import { loadUserInfo } from '@/features/moderation/loader';

/** Moderators only; everyone else gets the not-found page. */
export const Route = createFileRoute('/user-info/$userId')({
  beforeLoad: ({ context }) => {
    if (!isPrivileged(context.account)) throw notFound();
  },
  loader: ({ context, params }) => loadUserInfo(context.queryClient, params.userId),
  component: function UserInfoRoute() {
    const { userId } = Route.useParams();
    return <UserInfoPage key={userId} userId={userId} />;
  },
});
