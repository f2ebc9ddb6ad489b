import { createFileRoute } from '@tanstack/react-router';
import { IconGeneratorPage } from '@/features/settings/pages/IconGeneratorPage';

export const Route = createFileRoute('/_login/settings/profile_/icon-generator')({
  component: IconGeneratorPage,
});
