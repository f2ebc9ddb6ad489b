import { createFileRoute } from '@tanstack/react-router';
import { MiauthApprovePage, type MiauthSearch } from '@/features/miauth';

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export const Route = createFileRoute('/miauth/$session')({
  validateSearch: (search: Record<string, unknown>): MiauthSearch => ({
    name: str(search.name),
    icon: str(search.icon),
    callback: str(search.callback),
    permission: str(search.permission),
  }),
  component: function MiauthRoute() {
    const { session } = Route.useParams();
    const search = Route.useSearch();
    return <MiauthApprovePage session={session} search={search} />;
  },
});
