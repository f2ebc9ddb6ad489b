import { createFileRoute } from '@tanstack/react-router';
import { RegistryScopesPage } from '@/features/registry';

export const Route = createFileRoute('/_login/registry/')({
  loader: async ({ context }) => {
    const { registryScopesQuery } = await import('@/features/registry/registry-queries');
    return context.queryClient.prefetchQuery(registryScopesQuery());
  },
  component: RegistryScopesPage,
});
