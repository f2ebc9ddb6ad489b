import { createFileRoute, redirect } from '@tanstack/react-router';

/** /admin opens the overview (/admin/overview), the first of the admin pages. */
export const Route = createFileRoute('/admin/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/overview', replace: true });
  },
});
