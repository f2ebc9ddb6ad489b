import { createFileRoute } from '@tanstack/react-router';
import { PreviewPage } from '@/features/mfm-cheat-sheet';

export const Route = createFileRoute('/preview')({
  component: PreviewPage,
});
