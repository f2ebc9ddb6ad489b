import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { InstanceMutePage } from '@/features/settings/pages/InstanceMutePage';

export const Route = createFileRoute('/_login/settings/instance-mute')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: InstanceMutePage,
});
