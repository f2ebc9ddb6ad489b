import { createFileRoute } from '@tanstack/react-router';
import { AuthApprovePage, authSessionQuery } from '@/features/miauth';

export const Route = createFileRoute('/auth/$token')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(authSessionQuery(params.token)).catch(() => undefined),
  component: function AuthRoute() {
    const { token } = Route.useParams();
    return <AuthApprovePage token={token} />;
  },
});
