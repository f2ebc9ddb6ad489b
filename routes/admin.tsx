import { createFileRoute } from '@tanstack/react-router';
import { isPrivileged } from '@/core/accounts/session';
import { AdminPage } from '@/features/admin';
import { NotFoundPage } from '@/features/not-found';

/** Admin or moderator only; everyone else sees the not-found page (spec section 2). */
export const Route = createFileRoute('/admin')({
  component: function Admin() {
    const { account } = Route.useRouteContext();
    return isPrivileged(account) ? <AdminPage /> : <NotFoundPage />;
  },
});
