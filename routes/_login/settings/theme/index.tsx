import { createFileRoute } from '@tanstack/react-router';
import { ThemeSettingsPage } from '@/features/theme';

export const Route = createFileRoute('/_login/settings/theme/')({
  component: ThemeSettingsPage,
});
