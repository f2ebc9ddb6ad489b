import { createFileRoute } from '@tanstack/react-router';
import { ensureStartCapabilities } from '@/core/capabilities';
import { GroupsPage, joinedGroupsQuery, ownedGroupsQuery } from '@/features/groups';

export const Route = createFileRoute('/_login/my/groups/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: async ({ context }) => {
    const caps = await ensureStartCapabilities(context.queryClient);
    if (!caps.groups) return;
    await Promise.all([context.queryClient.ensureQueryData(ownedGroupsQuery()), context.queryClient.ensureQueryData(joinedGroupsQuery())]).catch(() => undefined);
  },
  component: GroupsPage,
});
