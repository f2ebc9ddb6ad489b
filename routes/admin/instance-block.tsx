import { createFileRoute, notFound } from '@tanstack/react-router';
import { MetaForm } from '@/features/admin';

/** Administrators only: moderators get the not-found page. */
export const Route = createFileRoute('/admin/instance-block')({
  beforeLoad: ({ context }) => {
    if (!context.account?.isAdmin) throw notFound();
  },
  loader: async ({ context }) => {
    const { adminMetaQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.ensureQueryData(adminMetaQuery());
  },
  component: function AdminMetaPage() {
    return <MetaForm form="instance-block" title="adminArea.nav.instanceBlock" />;
  },
});
