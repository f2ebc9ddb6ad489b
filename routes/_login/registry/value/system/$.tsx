import { createFileRoute, notFound } from '@tanstack/react-router';
import { RegistryValuePage } from '@/features/registry';
import { splitValuePath } from '@/features/registry/registry-path';

export const Route = createFileRoute('/_login/registry/value/system/$')({
  loader: async ({ context, params }) => {
    const at = splitValuePath(params._splat);
    if (!at) throw notFound();
    const { registryValueQuery, prefetchRegistry } = await import('@/features/registry/registry-queries');
    return prefetchRegistry(() => context.queryClient.prefetchQuery(registryValueQuery(at.scope, at.key)));
  },
  component: function RegistryValueRoute() {
    const { _splat } = Route.useParams();
    const at = splitValuePath(_splat)!;
    return <RegistryValuePage key={_splat} scope={at.scope} registryKey={at.key} />;
  },
});
