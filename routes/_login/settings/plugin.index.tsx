import { createFileRoute } from '@tanstack/react-router';
import { PluginsPage } from '@/features/plugins';

export const Route = createFileRoute('/_login/settings/plugin/')({
  component: PluginsPage,
});
