import { createFileRoute } from '@tanstack/react-router';
import { ReactionPage } from '@/features/settings/pages/ReactionPage';

export const Route = createFileRoute('/_login/settings/reaction')({
  component: ReactionPage,
});
