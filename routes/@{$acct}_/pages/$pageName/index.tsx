import { createFileRoute } from '@tanstack/react-router';
import { PageViewPage } from '@/features/pages';

/** Not nested in the profile route (`@{$acct}_`): the page view has its own layout. */
export const Route = createFileRoute('/@{$acct}_/pages/$pageName/')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { pageByNameQuery } = await import('@/features/pages/pages-queries');
    await context.queryClient.ensureQueryData(pageByNameQuery(params.acct, params.pageName)).catch(() => undefined);
  },
  component: function PageViewRoute() {
    const { acct, pageName } = Route.useParams();
    return <PageViewPage key={`${acct}/${pageName}`} username={acct} pageName={pageName} />;
  },
});
