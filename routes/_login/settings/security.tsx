import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { SecurityPage } from '@/features/settings/pages/SecurityPage';

export const Route = createFileRoute('/_login/settings/security')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: SecurityPage,
});
