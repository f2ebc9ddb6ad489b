import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { StoredAccount } from '@/core/accounts/account-types';
import { routeTree } from '@/route-tree.gen';
import { NotFoundPage } from '@/features/not-found';
import { ROUTE_PENDING_MS } from '@/core/constants';
import { PageLoading } from '@/ui/loading/Loading';
import { RouteErrorPage } from './RouteErrorPage';

export interface RouterContext {
  queryClient: QueryClient;
  account: StoredAccount | null;
}

/** The app's router; page windows and the deck's main column pass their own (memory) history. */
export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteErrorPage,
    // A page whose loader waits longer than ROUTE_PENDING_MS shows the loading indicator (and its long-load
    // image after 10 s) instead of the previous page; a faster one shows nothing. The progress bar at the
    // top (NavigationProgress) marks every navigation on its way before that.
    defaultPendingComponent: PageLoading,
    defaultPendingMs: ROUTE_PENDING_MS,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
