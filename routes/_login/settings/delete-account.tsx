import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { DeleteAccountPage } from '@/features/settings/pages/DeleteAccountPage';

export const Route = createFileRoute('/_login/settings/delete-account')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: DeleteAccountPage,
});
