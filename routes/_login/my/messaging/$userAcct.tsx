import { createFileRoute } from '@tanstack/react-router';
import { ensureStartCapabilities } from '@/core/capabilities';
import { MessagingUserPage, roomMessagesQuery, roomUserQuery } from '@/features/messaging';

export const Route = createFileRoute('/_login/my/messaging/$userAcct')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, params }) => {
    const caps = await ensureStartCapabilities(context.queryClient);
    if (!caps.messaging) return;
    const user = await context.queryClient.ensureQueryData(roomUserQuery(params.userAcct));
    await context.queryClient.ensureInfiniteQueryData(roomMessagesQuery({ kind: 'user', userId: user.id })).catch(() => undefined);
  },
  component: function MessagingUserRoute() {
    const { userAcct } = Route.useParams();
    return <MessagingUserPage key={userAcct} acct={userAcct} />;
  },
});
