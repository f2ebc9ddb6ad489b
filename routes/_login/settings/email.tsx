import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { EmailPage } from '@/features/settings/pages/EmailPage';

export const Route = createFileRoute('/_login/settings/email')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: EmailPage,
});
