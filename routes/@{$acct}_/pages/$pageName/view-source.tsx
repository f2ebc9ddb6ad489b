import { createFileRoute } from '@tanstack/react-router';
import { PageSourcePage } from '@/features/pages';

export const Route = createFileRoute('/@{$acct}_/pages/$pageName/view-source')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context, params }) => {
    const { pageByNameQuery } = await import('@/features/pages/pages-queries');
    await context.queryClient.ensureQueryData(pageByNameQuery(params.acct, params.pageName)).catch(() => undefined);
  },
  component: function PageSourceRoute() {
    const { acct, pageName } = Route.useParams();
    return <PageSourcePage key={`${acct}/${pageName}`} username={acct} pageName={pageName} />;
  },
});
