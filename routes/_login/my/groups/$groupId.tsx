import { createFileRoute } from '@tanstack/react-router';
import { ensureStartCapabilities } from '@/core/capabilities';
import { GroupPage, groupQuery } from '@/features/groups';

export const Route = createFileRoute('/_login/my/groups/$groupId')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context, params }) => {
    const caps = await ensureStartCapabilities(context.queryClient);
    if (caps.groups) await context.queryClient.ensureQueryData(groupQuery(params.groupId));
  },
  component: function GroupRoute() {
    const { groupId } = Route.useParams();
    return <GroupPage key={groupId} groupId={groupId} />;
  },
});
