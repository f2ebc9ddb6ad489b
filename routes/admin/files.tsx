import { createFileRoute } from '@tanstack/react-router';
import { FilesPage } from '@/features/admin';

export const Route = createFileRoute('/admin/files')({
  loader: async ({ context }) => {
    const { adminFilesQuery } = await import('@/features/admin/admin-queries');
    return context.queryClient.prefetchInfiniteQuery(adminFilesQuery('local'));
  },
  component: FilesPage,
});
