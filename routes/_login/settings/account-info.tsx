import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { AccountInfoPage } from '@/features/settings/pages/AccountInfoPage';

export const Route = createFileRoute('/_login/settings/account-info')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: AccountInfoPage,
});
