import { createFileRoute, notFound } from '@tanstack/react-router';
import { MetaForm } from '@/features/admin';

/** Administrators only: moderators get the not-found page. */
export const Route = createFileRoute('/admin/proxy-account')({
  beforeLoad: ({ context }) => {
    if (!context.account?.isAdmin) throw notFound();
  },
  loader: async ({ context }) => {
    const { adminMetaQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.ensureQueryData(adminMetaQuery());
  },
  component: function AdminMetaPage() {
    return <MetaForm form="proxy-account" title="adminArea.nav.proxyAccount" />;
  },
});
