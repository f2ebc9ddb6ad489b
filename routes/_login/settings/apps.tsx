import { createFileRoute } from '@tanstack/react-router';
import { currentTokenMay } from '@/core/capabilities';
import { authorizedAppsQuery } from '@/features/settings/account/queries';
import { AppsPage } from '@/features/settings/pages/AppsPage';

export const Route = createFileRoute('/_login/settings/apps')({
  // A sign-in made for an app may not list tokens (`secure`): the page explains instead.
  loader: ({ context }) => (currentTokenMay('authorizedApps') ? context.queryClient.ensureQueryData(authorizedAppsQuery()).catch(() => null) : null),
  component: AppsPage,
});
