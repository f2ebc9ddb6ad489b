import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { StoredAccount } from '@/core/accounts/account-types';
import { routeTree } from '@/route-tree.gen';
import { NotFoundPage } from '@/features/not-found';
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
    // A page whose loader waits over a second shows the loading indicator (and its long-load image after 10 s).
    defaultPendingComponent: PageLoading,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
