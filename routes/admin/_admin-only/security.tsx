import { createFileRoute } from '@tanstack/react-router';
import { MetaForm } from '@/features/admin';

/** Administrators only (the `_admin-only` layout's guard). */
export const Route = createFileRoute('/admin/_admin-only/security')({
  loader: async ({ context }) => {
    const { adminMetaQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.ensureQueryData(adminMetaQuery());
  },
  component: function AdminMetaPage() {
    return <MetaForm form="security" title="adminScreens.nav.security" />;
  },
});
