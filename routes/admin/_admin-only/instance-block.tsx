import { createFileRoute } from '@tanstack/react-router';
import { MetaForm } from '@/features/admin';

/** Administrators only (the `_admin-only` layout's guard). */
export const Route = createFileRoute('/admin/_admin-only/instance-block')({
  loader: async ({ context }) => {
    const { adminMetaQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.ensureQueryData(adminMetaQuery());
  },
  component: function AdminMetaPage() {
    return <MetaForm form="instance-block" title="adminScreens.nav.instanceBlock" />;
  },
});
