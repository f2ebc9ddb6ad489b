import { createFileRoute } from '@tanstack/react-router';
import { authorizedAppsQuery } from '@/features/settings/account/queries';
import { AppsPage } from '@/features/settings/pages/AppsPage';

export const Route = createFileRoute('/_login/settings/apps')({
  loader: ({ context }) => context.queryClient.ensureQueryData(authorizedAppsQuery()).catch(() => null),
  component: AppsPage,
});
