import { createFileRoute } from '@tanstack/react-router';
import { CustomCssPage } from '@/features/appearance';

export const Route = createFileRoute('/_login/settings/custom-css')({
  component: CustomCssPage,
});
