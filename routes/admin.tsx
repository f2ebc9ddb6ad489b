import { createFileRoute, notFound } from '@tanstack/react-router';
import { isPrivileged } from '@/core/accounts/session';
import { AdminLayout } from '@/features/admin';

/** Admin or moderator only; everyone else sees the not-found page (spec sections 2 and 6). */
export const Route = createFileRoute('/admin')({
  beforeLoad: ({ context }) => {
    if (!isPrivileged(context.account)) throw notFound();
  },
  component: function Admin() {
    const { account } = Route.useRouteContext();
    return <AdminLayout account={account} />;
  },
});
