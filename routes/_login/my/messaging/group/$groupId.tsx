import { createFileRoute } from '@tanstack/react-router';
import { ensureStartCapabilities } from '@/core/capabilities';
import { groupQuery } from '@/features/groups';
import { MessagingGroupPage, roomMessagesQuery } from '@/features/messaging';

export const Route = createFileRoute('/_login/my/messaging/group/$groupId')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, params }) => {
    const caps = await ensureStartCapabilities(context.queryClient);
    if (!caps.messaging || !caps.groups) return;
    await Promise.all([
      context.queryClient.ensureQueryData(groupQuery(params.groupId)),
      context.queryClient.ensureInfiniteQueryData(roomMessagesQuery({ kind: 'group', groupId: params.groupId })).catch(() => undefined),
    ]);
  },
  component: function MessagingGroupRoute() {
    const { groupId } = Route.useParams();
    return <MessagingGroupPage key={groupId} groupId={groupId} />;
  },
});
