import { createFileRoute } from '@tanstack/react-router';
import { PluginInstallPage } from '@/features/plugins';

export const Route = createFileRoute('/_login/settings/plugin/install')({
  component: PluginInstallPage,
});
