import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { ProfilePage } from '@/features/settings/pages/ProfilePage';

export const Route = createFileRoute('/_login/settings/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: ProfilePage,
});
