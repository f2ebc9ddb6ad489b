import { createFileRoute } from '@tanstack/react-router';
import { SoundsPage } from '@/features/appearance';

export const Route = createFileRoute('/_login/settings/sounds')({
  component: SoundsPage,
});
