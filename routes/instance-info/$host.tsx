import { createFileRoute, notFound } from '@tanstack/react-router';
import { isPrivileged } from '@/core/accounts/session';
import { InstanceInfoPage } from '@/features/moderation';
import { loadInstanceInfo } from '@/features/moderation/loader';

/** Moderators only; everyone else gets the not-found page. */
export const Route = createFileRoute('/instance-info/$host')({
  beforeLoad: ({ context }) => {
    if (!isPrivileged(context.account)) throw notFound();
  },
  loader: ({ context, params }) => loadInstanceInfo(context.queryClient, params.host),
  component: function InstanceInfoRoute() {
    const { host } = Route.useParams();
    return <InstanceInfoPage key={host} host={host} />;
  },
});
