import { createFileRoute } from '@tanstack/react-router';
import { validateHomeSearch } from '@/app/sign-in-redirect';
import { TimelinePage } from '@/features/timeline';
import { currentHomeSource } from '@/features/timeline/home-tabs';
import { timelineQuery } from '@/features/timeline/timeline-query';
import { lazyComponent } from '@/app/layout/deferred';

/** A visitor's page: its own chunk, not part of what a signed-in reader's first note needs. */
const WelcomePage = lazyComponent(() => import('@/features/welcome').then((m) => m.WelcomePage));

export const Route = createFileRoute('/')({
  // `?redirect=`: the login-only page a visitor asked for, opened after sign-in (sign-in-redirect.ts).
  validateSearch: validateHomeSearch,
  // The first page of the chosen timeline leaves with the route's code (not after it renders).
  // Not awaited: the page shows its header and its own loading or error state meanwhile.
  loader: ({ context }) => {
    if (context.account) void context.queryClient.prefetchInfiniteQuery(timelineQuery(currentHomeSource(context.queryClient)));
  },
  component: function Home() {
    const { account } = Route.useRouteContext();
    return account ? <TimelinePage /> : <WelcomePage />;
  },
});
