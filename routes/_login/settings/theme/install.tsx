import { createFileRoute } from '@tanstack/react-router';
import { ThemeInstallPage } from '@/features/theme';

export const Route = createFileRoute('/_login/settings/theme/install')({
  component: ThemeInstallPage,
});
