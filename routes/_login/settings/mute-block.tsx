import { createFileRoute } from '@tanstack/react-router';
import { MuteBlockPage } from '@/features/settings/pages/MuteBlockPage';

export const Route = createFileRoute('/_login/settings/mute-block')({
  component: MuteBlockPage,
});
