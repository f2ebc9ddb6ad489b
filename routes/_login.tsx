import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** Pathless layout of the login-required routes (L): signed out, they redirect to /. */
export const Route = createFileRoute('/_login')({
  beforeLoad: ({ context }) => {
    if (!context.account) throw redirect({ to: '/', replace: true });
  },
  component: Outlet,
});
