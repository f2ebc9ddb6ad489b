import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { MigrationPage } from '@/features/settings/pages/MigrationPage';

export const Route = createFileRoute('/_login/settings/migration')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: MigrationPage,
});
