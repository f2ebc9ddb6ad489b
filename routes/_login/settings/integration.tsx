import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { IntegrationPage } from '@/features/settings/pages/IntegrationPage';

export const Route = createFileRoute('/_login/settings/integration')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: IntegrationPage,
});
