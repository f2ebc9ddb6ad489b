import { createFileRoute } from '@tanstack/react-router';
import { DeckSettingsPage } from '@/features/settings/pages/DeckSettingsPage';

export const Route = createFileRoute('/_login/settings/deck')({
  component: DeckSettingsPage,
});
