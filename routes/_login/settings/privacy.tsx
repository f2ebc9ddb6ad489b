import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { PrivacyPage } from '@/features/settings/pages/PrivacyPage';

export const Route = createFileRoute('/_login/settings/privacy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: PrivacyPage,
});
