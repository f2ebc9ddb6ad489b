import { createFileRoute } from '@tanstack/react-router';
import { AdsPage } from '@/features/admin';

export const Route = createFileRoute('/admin/ads')({
  loader: async ({ context }) => {
    const { adminAdsQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchQuery(adminAdsQuery());
  },
  component: AdsPage,
});
