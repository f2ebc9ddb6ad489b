import { createFileRoute } from '@tanstack/react-router';
import { readShareParams, SharePage, type ShareParams } from '@/features/share';

/** The Web Share Target (manifest share_target → GET /share?title=…&text=…&url=…). */
export const Route = createFileRoute('/_login/share')({
  validateSearch: (search: Record<string, unknown>): ShareParams => readShareParams(search),
  component: function ShareRoute() {
    const params = Route.useSearch();
    return <SharePage params={params} />;
  },
});
