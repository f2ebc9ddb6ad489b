import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';

/**
 * Pathless layout of the administrator-only admin pages (the instance's settings forms): a moderator,
 * who passes `/admin`'s guard, gets the not-found page here (spec sections 2 and 6).
 */
export const Route = createFileRoute('/admin/_admin-only')({
  beforeLoad: ({ context }) => {
    if (!context.account?.isAdmin) throw notFound();
  },
  component: Outlet,
});
