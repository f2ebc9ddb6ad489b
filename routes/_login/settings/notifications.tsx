import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { NotificationsPage } from '@/features/settings/pages/NotificationsPage';

export const Route = createFileRoute('/_login/settings/notifications')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: NotificationsPage,
});
