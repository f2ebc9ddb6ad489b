import { createFileRoute } from '@tanstack/react-router';
import { SettingsHome } from '@/features/settings/SettingsHome';

export const Route = createFileRoute('/_login/settings/')({
  component: SettingsHome,
});
