import { createFileRoute } from '@tanstack/react-router';
import { AuthorizeFollowPage } from '@/features/relations';

export const Route = createFileRoute('/_login/authorize-follow')({
  validateSearch: (search: Record<string, unknown>): { acct?: string } => (typeof search.acct === 'string' ? { acct: search.acct } : {}),
  component: function AuthorizeFollowRoute() {
    const { acct = '' } = Route.useSearch();
    return <AuthorizeFollowPage key={acct} acct={acct} />;
  },
});
