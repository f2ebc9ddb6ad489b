import { createFileRoute } from '@tanstack/react-router';
import { FavoritesPage } from '@/features/favorites';

export const Route = createFileRoute('/_login/my/favorites')({
  // The query module is imported here, not at the top, so it stays out of the start-up bundle.
  loader: async ({ context }) => {
    const { favoritesQuery } = await import('@/features/favorites/favorites-queries');
    await context.queryClient.ensureInfiniteQueryData(favoritesQuery()).catch(() => undefined);
  },
  component: FavoritesPage,
});
