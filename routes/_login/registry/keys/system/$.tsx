import { createFileRoute } from '@tanstack/react-router';
import { RegistryKeysPage } from '@/features/registry';
import { splitPath } from '@/features/registry/registry-path';

export const Route = createFileRoute('/_login/registry/keys/system/$')({
  loader: async ({ context, params }) => {
    const { registryKeysQuery, prefetchRegistry } = await import('@/features/registry/registry-queries');
    return prefetchRegistry(() => context.queryClient.prefetchQuery(registryKeysQuery(splitPath(params._splat))));
  },
  component: function RegistryKeysRoute() {
    const { _splat } = Route.useParams();
    const scope = splitPath(_splat);
    return <RegistryKeysPage key={scope.join('/')} scope={scope} />;
  },
});
