import { createFileRoute } from '@tanstack/react-router';
import { currentMeQuery } from '@/features/settings/account/me';
import { WordMutePage } from '@/features/settings/pages/WordMutePage';

export const Route = createFileRoute('/_login/settings/word-mute')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentMeQuery()),
  component: WordMutePage,
});
