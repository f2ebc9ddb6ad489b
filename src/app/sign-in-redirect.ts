import { redirect } from '@tanstack/react-router';
import { safeRedirectPath } from '@/core/accounts/redirect-path';

/** The home route's search: where to go after sign-in (a same-origin path, else left out). */
export function validateHomeSearch(search: Record<string, unknown>): { redirect?: string } {
  const path = safeRedirectPath(search.redirect);
  return path ? { redirect: path } : {};
}

/**
 * What a login-only route throws for a visitor: to `/`, remembering the asked-for address in
 * `?redirect=` (the visitor header opens the sign-in dialog for it and sign-in lands there).
 */
export function redirectToSignIn(location: { href: string }) {
  const path = safeRedirectPath(location.href);
  return redirect({ to: '/', search: path && path !== '/' ? { redirect: path } : {}, replace: true });
}
