import { createFileRoute } from '@tanstack/react-router';
import { RegistryScopesPage } from '@/features/registry';

export const Route = createFileRoute('/_login/registry/')({
  loader: async ({ context }) => {
    const { registryScopesQuery, prefetchRegistry } = await import('@/features/registry/registry-queries');
    return prefetchRegistry(() => context.queryClient.prefetchQuery(registryScopesQuery()));
  },
  component: RegistryScopesPage,
});
