import { createFileRoute } from '@tanstack/react-router';
import { NavbarPage } from '@/features/settings/pages/NavbarPage';

export const Route = createFileRoute('/_login/settings/navbar')({
  component: NavbarPage,
});
