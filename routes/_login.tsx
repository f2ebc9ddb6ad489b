import { createFileRoute, Outlet } from '@tanstack/react-router';
import { redirectToSignIn } from '@/app/sign-in-redirect';

/** Pathless layout of the login-required routes (L): signed out, they redirect to / and sign-in returns there. */
export const Route = createFileRoute('/_login')({
  beforeLoad: ({ context, location }) => {
    if (!context.account) throw redirectToSignIn(location);
  },
  component: Outlet,
});
